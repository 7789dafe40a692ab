import { AppError } from '@/lib/api/errors';
import { sqlOf } from '@/lib/db-transaction';
import type { Tx } from '@/lib/db';

export interface CreditLimitEntry {
  buyerAccountId: number;
  /** Decimal text; null removes the limit. */
  creditLimit: string | null;
}

export interface LockedCreditLimit {
  buyerAccountId: number;
  creditLimitOption: string;
  /** numeric as text, exact */
  creditLimit: string | null;
  /** The relationship's edit version, as a CSV preview stored it. */
  version: number;
}

/**
 * Locks the seller's relationships with these buyers by buyer id ascending: a checkout locks only
 * its own buyer's (lib/basket/lock-order step 3), so the two never wait on each other in a cycle.
 * Buyers that are not the seller's are simply missing from the answer.
 */
export function lockCreditLimits(tx: Tx, sellerAccountId: number, buyerAccountIds: number[]) {
  return sqlOf(tx)<LockedCreditLimit>`
    SELECT "buyerAccountId", "creditLimitOption"::text AS "creditLimitOption", "creditLimit"::text AS "creditLimit", "version"
    FROM "Relationship" WHERE "sellerAccountId" = ${sellerAccountId} AND "buyerAccountId" = ANY(${buyerAccountIds}::int[])
    ORDER BY "buyerAccountId" FOR UPDATE`;
}

/**
 * Sets credit limits of one seller's buyers in the caller's transaction, as the CSV upload and
 * the seller's API set them (trading-domain 3: option CSV or API; no amount is option NONE).
 * A buyer that is not the seller's refuses the whole call; each change bumps the version, so a
 * colleague's open edit form, or a CSV file previewed before, gets 409 instead of overwriting
 * the new limit.
 */
export async function setCreditLimits(tx: Tx, sellerAccountId: number, entries: CreditLimitEntry[], option: 'CSV' | 'API') {
  const buyerIds = entries.map((entry) => entry.buyerAccountId);
  const locked = await lockCreditLimits(tx, sellerAccountId, buyerIds);
  const own = new Set(locked.map((row) => row.buyerAccountId));
  const foreign = buyerIds.filter((id) => !own.has(id));
  if (foreign.length) throw new AppError('forbidden', 'buyer_not_yours', { buyerAccountIds: foreign });
  // What the audit log keeps as "before"; the entries are the "after".
  return { updated: await writeCreditLimits(tx, sellerAccountId, entries, option), before: locked };
}

/** Writes the limits of relationships the caller has locked (lockCreditLimits); answers how many it wrote. */
export async function writeCreditLimits(tx: Tx, sellerAccountId: number, entries: CreditLimitEntry[], option: 'CSV' | 'API') {
  const buyerIds = entries.map((entry) => entry.buyerAccountId);
  const updated = await sqlOf(tx)<{ buyerAccountId: number }>`
    UPDATE "Relationship" r
    SET "creditLimitOption" = (CASE WHEN v."amount" IS NULL THEN 'NONE' ELSE ${option} END)::"CreditLimitOption",
        "creditLimit" = v."amount", "creditLimitSource" = (CASE WHEN v."amount" IS NULL THEN NULL ELSE ${option} END)::"CreditLimitOption",
        "version" = r."version" + 1
    FROM unnest(${buyerIds}::int[], ${entries.map((entry) => entry.creditLimit)}::numeric[]) AS v("buyer", "amount")
    WHERE r."sellerAccountId" = ${sellerAccountId} AND r."buyerAccountId" = v."buyer"
    RETURNING r."buyerAccountId"`;
  return updated.length;
}
