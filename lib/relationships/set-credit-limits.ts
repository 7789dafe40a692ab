import { AppError } from '@/lib/api/errors';
import { sqlOf } from '@/lib/db-transaction';
import type { Tx } from '@/lib/db';

export interface CreditLimitEntry {
  buyerAccountId: number;
  /** Decimal text; null removes the limit. */
  creditLimit: string | null;
}

/**
 * Sets credit limits of one seller's buyers in the caller's transaction, as the CSV upload and
 * the seller's API set them (trading-domain 3: option CSV or API; no amount is option NONE).
 * The relationships are locked by buyer id ascending: a checkout locks only its own buyer's
 * (lib/basket/lock-order step 3), so the two never wait on each other in a cycle. A buyer that
 * is not the seller's refuses the whole call; each change bumps the version, so a colleague's
 * open edit form gets 409 instead of overwriting the new limit.
 */
export async function setCreditLimits(tx: Tx, sellerAccountId: number, entries: CreditLimitEntry[], option: 'CSV' | 'API') {
  const sql = sqlOf(tx);
  const buyerIds = entries.map((entry) => entry.buyerAccountId);
  const locked = await sql<{ buyerAccountId: number; creditLimitOption: string; creditLimit: string | null }>`
    SELECT "buyerAccountId", "creditLimitOption"::text AS "creditLimitOption", "creditLimit"::text AS "creditLimit" FROM "Relationship" WHERE "sellerAccountId" = ${sellerAccountId} AND "buyerAccountId" = ANY(${buyerIds}::int[])
    ORDER BY "buyerAccountId" FOR UPDATE`;
  const own = new Set(locked.map((row) => row.buyerAccountId));
  const foreign = buyerIds.filter((id) => !own.has(id));
  if (foreign.length) throw new AppError('forbidden', 'buyer_not_yours', { buyerAccountIds: foreign });
  const updated = await sql<{ buyerAccountId: number }>`
    UPDATE "Relationship" r
    SET "creditLimitOption" = (CASE WHEN v."amount" IS NULL THEN 'NONE' ELSE ${option} END)::"CreditLimitOption",
        "creditLimit" = v."amount", "creditLimitSource" = (CASE WHEN v."amount" IS NULL THEN NULL ELSE ${option} END)::"CreditLimitOption",
        "version" = r."version" + 1
    FROM unnest(${buyerIds}::int[], ${entries.map((entry) => entry.creditLimit)}::numeric[]) AS v("buyer", "amount")
    WHERE r."sellerAccountId" = ${sellerAccountId} AND r."buyerAccountId" = v."buyer"
    RETURNING r."buyerAccountId"`;
  // What the audit log keeps as "before"; the entries are the "after".
  return { updated: updated.length, before: locked };
}
