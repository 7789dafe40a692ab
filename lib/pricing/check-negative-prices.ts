import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import type { PriceRule } from './domain/types';
import { getCurrentWindow } from '@/lib/market-window/get-current-window';
import { loadPricingContext, priceAt } from './price-offers';

const negative = (result: { ok: boolean; error?: string }) => !result.ok && result.error === 'negative_price';

/**
 * trading-domain 5: a negative final price is rejected. A rule change is refused (422) when it
 * would turn the price of one of the seller's active offers negative at the current window,
 * for the market or for one of the rule's customers. Offers that were negative already are not
 * this change's doing. Without a window there is nothing to price against yet, so no check.
 */
export async function checkNegativePrices(user: SessionUser, change: { candidate?: PriceRule; replacesId?: number }) {
  const window = await getCurrentWindow(user.platformId);
  if (!window) return;
  const offers = await db.offer.findMany({ where: { sellerAccountId: user.accountId, status: 'ACTIVE' } });
  if (!offers.length) return;
  const context = await loadPricingContext(window, [user.accountId]);
  const after = (context.rulesBySeller.get(user.accountId) ?? []).filter((r) => r.id !== change.replacesId).concat(change.candidate ? [change.candidate] : []);
  const buyers = [undefined, ...(change.candidate?.accountIds ?? [])];
  for (const offer of offers) {
    for (const buyerAccountId of buyers) {
      if (negative(priceAt(context, offer, { rules: after, buyerAccountId })) && !negative(priceAt(context, offer, { buyerAccountId }))) {
        throw new AppError('trading', 'negative_final_price', { offerId: offer.id });
      }
    }
  }
}
