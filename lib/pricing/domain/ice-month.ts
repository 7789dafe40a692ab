import { iceContractMonth } from '@/lib/market-window/domain/ice-contract';
import type { PriceRule } from './types';

/** Whether the seller's ICE_EXPIRY rule that applies has rolled the offer's ICE month at `now`. */
export function iceExpiryPassed(expiry: PriceRule | undefined, now: Date): expiry is PriceRule & { expiresAt: Date } {
  return expiry?.expiresAt !== undefined && now >= expiry.expiresAt;
}

/**
 * The ICE month (0..6, M00..M06) the engine prices an offer's month with at `now`: once the
 * applicable ICE_EXPIRY rule's moment has passed, one month forward or back (design 5), kept
 * within M00..M06.
 */
export function rolledIceMonth(iceMonth: number, expiry: PriceRule | undefined, now: Date): number {
  if (!iceExpiryPassed(expiry, now)) return iceMonth;
  return Math.min(6, Math.max(0, iceMonth + (expiry.direction === 'BACK' ? -1 : 1)));
}

/**
 * The contract month (`yyyy-MM`) whose quote the engine prices an offer's ICE month with at
 * `now`: the exchange's front month moved by the month after the seller's roll. The ICE future
 * dropdown names each M0x by it, so label and price never name different contracts.
 */
export function pricedContractMonth(iceMonth: number, expiry: PriceRule | undefined, now: Date): string {
  return iceContractMonth(rolledIceMonth(iceMonth, expiry, now), now);
}
