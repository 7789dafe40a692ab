import { db } from '@/lib/db';
import { getCurrentWindow } from '@/lib/market-window/get-current-window';
import type { PricingErrorCode } from './domain/types';
import { loadPricingContext, priceAt } from './price-offers';

/** What a saved rule cannot price yet: the engine's refusal, with the active offers it keeps off the market (none listed: no offer yet). */
export interface RuleWarning {
  code: PricingErrorCode;
  offerIds: number[];
}

/**
 * After a rule is saved: the seller's active offers the engine cannot price at the current
 * window with the rules as they now stand, by refusal, and a settlement rule without any
 * settlement stored for the front month (its offers will be off the market until one is). A
 * warning, not a refusal: the rule may be right and the market not there yet (docs/market-data.md).
 */
export async function ruleWarnings(seller: { accountId: number; platformId: string }, savedKind: string): Promise<RuleWarning[]> {
  const window = await getCurrentWindow(seller.platformId);
  if (!window) return [];
  const [offers, context] = await Promise.all([
    db.offer.findMany({ where: { sellerAccountId: seller.accountId, status: 'ACTIVE', unitLitres: null } }),
    loadPricingContext(window, [seller.accountId]),
  ]);
  const byCode = new Map<PricingErrorCode, number[]>();
  for (const offer of offers) {
    const result = priceAt(context, offer);
    if (!result.ok) byCode.set(result.error, [...(byCode.get(result.error) ?? []), offer.id]);
  }
  if (savedKind === 'ICE_SETTLE' && !context.market.settlement?.['/GAS'] && !byCode.has('missing_settlement_price')) byCode.set('missing_settlement_price', []);
  return [...byCode].map(([code, offerIds]) => ({ code, offerIds }));
}
