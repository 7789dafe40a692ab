import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { ICE_MONTHS } from '@/lib/offers/schemas';
import { pricedContractMonth } from './domain/ice-month';
import { applicableRules } from './domain/rule-book';
import { loadSellerRules, rulesOfSeller } from './price-offers';
import type { IceMonthsQuery } from './schemas';

/**
 * GET /api/pricing/ice-months (the oil pool's ICE future dropdown): for each ICE month M00..M06
 * of the caller's offer at this product and terminal, the contract month the engine prices it
 * with now. The rules are the engine's own (the pool master's included), the ICE_EXPIRY rule the
 * one the engine would apply there, and the roll the engine's function (domain/ice-month.ts), so
 * the label names the contract of the price from the first market window on.
 */
export async function listIceMonths(user: SessionUser, query: IceMonthsQuery, now = new Date()) {
  const [sellerRules, terminal] = await Promise.all([
    loadSellerRules([user.accountId]),
    query.terminalId === undefined
      ? null
      : db.terminal.findFirst({ where: { id: query.terminalId, region: { platformId: user.platformId } }, select: { id: true, regionId: true } }),
  ]);
  // Not chosen yet (or not one of the platform's): only the rules that name no product or terminal apply.
  const target = { networkId: terminal?.regionId ?? 0, terminalId: terminal?.id ?? 0, productId: query.productId ?? 0, offerId: query.offerId ?? 0 };
  const expiry = applicableRules(rulesOfSeller(sellerRules, user.accountId), target).iceExpiry;
  return { iceMonths: ICE_MONTHS.map((iceMonth) => ({ iceMonth, contractMonth: pricedContractMonth(iceMonth, expiry, now) })) };
}
