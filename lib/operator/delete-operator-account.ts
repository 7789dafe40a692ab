import { AppError } from '@/lib/api/errors';
import { audit } from '@/lib/audit/audit';
import type { SessionUser } from '@/lib/auth/session-user';
import { db, type Tx } from '@/lib/db';
import { readOperatorAccount } from './account-record';

/** A refusal that says what to do instead: an account others refer to is blocked, never removed. */
const inUse = () => new AppError('conflict', 'account_in_use_block_instead');

/**
 * DELETE /api/operator/accounts/{id} (design 14): removes an account created by mistake, with its
 * users (their keys, settings and favourites go with them), delivery addresses, purchase limits,
 * baskets and price alerts. Only while nothing of trading refers to it: an order (either side), a
 * trigger contract, a relationship (any state), an offer, or a child account makes it 409
 * account_in_use_block_instead (block it instead); so does any other row the database keeps for it.
 * The operator's own account is never removed. The audit entry keeps the account as it was.
 */
export async function deleteOperatorAccount(operator: SessionUser, id: number, ip: string) {
  const before = await readOperatorAccount(db, operator.platformId, id);
  if (!before || before.type === 'OPERATOR' || before.type === 'ADMIN') throw new AppError('not_found', 'account_not_found');
  await db
    .$transaction(async (tx) => {
      // The row lock keeps an order or relationship from arriving between the check and the delete.
      await tx.$queryRaw`SELECT 1 FROM "Account" WHERE "id" = ${id} FOR UPDATE`;
      if (await referenced(tx, id)) throw inUse();
      await tx.priceAlert.deleteMany({ where: { accountId: id } });
      await tx.basket.deleteMany({ where: { buyerAccountId: id } });
      await tx.purchaseLimit.deleteMany({ where: { accountId: id } });
      await tx.deliveryLocation.deleteMany({ where: { accountId: id } });
      await tx.user.deleteMany({ where: { accountId: id } });
      await tx.account.delete({ where: { id } });
      await audit('operator_account_deleted', { userId: operator.userId, accountId: id, ip }, { before, after: null }, tx);
    })
    .catch((error) => {
      // A row the checks above do not name (a price rule, an upload) still refers to the account.
      if ((error as { code?: string })?.code === 'P2003') throw inUse();
      throw error;
    });
  return { success: true };
}

async function referenced(tx: Tx, id: number) {
  const [row] = await tx.$queryRaw<{ used: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM "Order" WHERE "buyerAccountId" = ${id} OR "sellerAccountId" = ${id})
        OR EXISTS (SELECT 1 FROM "TriggerContract" WHERE "buyerAccountId" = ${id} OR "sellerAccountId" = ${id})
        OR EXISTS (SELECT 1 FROM "Relationship" WHERE "buyerAccountId" = ${id} OR "sellerAccountId" = ${id})
        OR EXISTS (SELECT 1 FROM "Offer" WHERE "sellerAccountId" = ${id})
        OR EXISTS (SELECT 1 FROM "Account" WHERE "parentId" = ${id}) AS "used"`;
  return row.used;
}
