import { AppError } from '@/lib/api/errors';
import type { Tx } from '@/lib/db';
import { brand } from '@/lib/env';

/** Whether users of this kind of account can hold purchase rights at all on this brand. */
export function purchaseRightsAvailable(accountType: string, flags = brand().flags) {
  return accountType === 'BUYER' || (accountType === 'SELLER' && flags.sellerPurchaseRights);
}

/**
 * trading-domain 6: an account not yet released for online trading cannot grant purchase rights;
 * sellers' users buy only where the brand has the seller-purchase-rights flag.
 */
export async function checkPurchaseGrant(tx: Tx, accountId: number) {
  const account = await tx.account.findUniqueOrThrow({ where: { id: accountId }, select: { type: true, releasedForTrading: true } });
  if (!purchaseRightsAvailable(account.type)) throw new AppError('forbidden', 'purchase_rights_not_available');
  if (!account.releasedForTrading) {
    throw new AppError('trading', 'purchase_rights_need_release', undefined, { purchaseStatus: 'purchase_rights_need_release' });
  }
}
