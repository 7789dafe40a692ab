import { AppError } from '@/lib/api/errors';
import type { Tx } from '@/lib/db';

/**
 * Whether users of this kind of account can hold purchase rights: buyers' users only. The brand
 * flag sellerPurchaseRights grants sellers none: the specification allows it only in single-seller
 * mode, where the one seller's own offers are the whole market, so a seller buying "as a buyer
 * does, its own offers excluded" would always find it empty (docs/profile-team-locations.md).
 */
export function purchaseRightsAvailable(accountType: string) {
  return accountType === 'BUYER';
}

/**
 * trading-domain 6: an account not yet released for online trading cannot grant purchase rights;
 * sellers' users never hold them (purchaseRightsAvailable).
 */
export async function checkPurchaseGrant(tx: Tx, accountId: number) {
  const account = await tx.account.findUniqueOrThrow({ where: { id: accountId }, select: { type: true, releasedForTrading: true } });
  if (!purchaseRightsAvailable(account.type)) throw new AppError('forbidden', 'purchase_rights_not_available');
  if (!account.releasedForTrading) {
    throw new AppError('trading', 'purchase_rights_need_release', undefined, { purchaseStatus: 'purchase_rights_need_release' });
  }
}
