import { AppError } from '@/lib/api/errors';
import { claimKey } from '@/lib/api/idempotency';
import { part, type SqlPart } from '@/lib/db';
import type { TxSql } from '@/lib/db-transaction';

/**
 * Every row lock of buying, in the one order all callers take them, so two transactions never
 * wait on each other in a cycle:
 *   0. the target order being filled      a target order's fill (lib/target-orders/fill-target-order.ts)
 *   1. the idempotency key (account, key)   checkout, trigger
 *   2. the basket                           checkout, item added, changed or removed, repricing
 *   3. the buyer's relationships, by seller id ascending          checkout, trigger
 *   4. the offers, by id ascending; a trigger, which takes no offer, its contract instead
 *   5. the buyer's account row              checkout with a daily purchase limit
 * A caller may skip a step but never go back to an earlier one. Each step is one statement for
 * all its rows (a checkout takes steps 3 and 4 in one: lockItemsAndOffers); `ORDER BY ... FOR
 * UPDATE` locks the rows in that order.
 * A seller's CSV apply (lib/uploads/apply-upload.ts) locks its upload row, which no buying path
 * locks, then takes step 4 for the file's offers; the edit of an additive offer
 * (lib/additives/save-additive-offer.ts) takes step 4 for it alone; credit limits set by file or by API
 * (lib/relationships/set-credit-limits.ts) take step 3 for one seller's buyers by buyer id,
 * where a checkout holds at most one of those rows. A seller's decline (lib/orders/act-on-order.ts) locks its
 * order row, which no buying path locks, then takes step 4 for that order's offer to give its
 * volume back. A seller's contract edit
 * (lib/triggers/write-contract.ts) locks only its contract; a buyer's edit or cancel of a target
 * order (lib/target-orders/update-target-order.ts) only its target order.
 * Two protections keep one rule on purpose in two places, and a race test covers each alone:
 * a contract's month and daily count are kept by step 3 and the contract's lock together (every
 * trigger of a contract takes its one relationship first), the contract's lock alone keeps out a
 * seller's edit and step 3 alone the credit over two contracts with the seller; an offer's volume
 * is kept by step 4 and by the guard of the statement that takes it (./place-orders.ts), which
 * alone keeps it where the lock is missing. tests/integration/checkout.test.ts and
 * trigger-concurrency.test.ts list each protection and the test that fails without it.
 */

export type StoredResponse = Record<string, unknown>;

/**
 * Step 1. Claims the key in the caller's transaction (lib/api/idempotency.ts, shared with the
 * creating calls). A concurrent request with the same key waits on the unique index until that
 * one ends, then replays its stored answer; a key reused for another basket is refused.
 */
export async function claimIdempotencyKey(sql: TxSql, accountId: number, key: string, requestHash: string, now: Date): Promise<StoredResponse | null> {
  const first = await claimKey(sql, accountId, key, requestHash, now);
  if (!first) return null;
  if (first.requestHash !== requestHash) throw new AppError('conflict', 'idempotency_key_reused');
  if (!first.response) throw new AppError('conflict', 'checkout_in_progress');
  return first.response as StoredResponse;
}

/** Step 2. The caller's basket, which must still be open. */
export async function lockOpenBasket(sql: TxSql, buyerAccountId: number, basketId: string) {
  const [basket] = await sql<{ id: string; status: string; expiresAt: Date }>`
    SELECT "id", "status", "expiresAt" FROM "Basket" WHERE "id" = ${basketId} AND "buyerAccountId" = ${buyerAccountId} FOR UPDATE`;
  if (!basket) throw new AppError('not_found');
  if (basket.status !== 'OPEN') throw new AppError('conflict', 'basket_already_ordered');
  return basket;
}

export interface LockedRelationship {
  sellerAccountId: number;
  status: 'NEW' | 'IN_PROCESSING' | 'ENABLED' | 'DISABLED';
  allTerminals: boolean;
  allProducts: boolean;
  paymentTermId: number | null;
  creditLimitOption: string;
  /** numeric as text, exact */
  creditLimit: string | null;
  additivesEnabled: boolean;
}

/** Step 3's statement: the buyer's relationships with these sellers, locked by seller id ascending. */
const relationshipsLocked = (buyerAccountId: number, sellerAccountIds: number[]) => part`
    SELECT "sellerAccountId", "status", "allTerminals", "allProducts", "paymentTermId", "creditLimitOption", "creditLimit"::text AS "creditLimit", "additivesEnabled"
    FROM "Relationship" WHERE "buyerAccountId" = ${buyerAccountId} AND "sellerAccountId" = ANY(${sellerAccountIds}::int[])
    ORDER BY "sellerAccountId" FOR UPDATE`;

/** Step 3. Status, releases, payment term and credit limit stay as read until the order is written. */
export function lockRelationships(sql: TxSql, buyerAccountId: number, sellerAccountIds: number[]) {
  return sql<LockedRelationship>`${relationshipsLocked(buyerAccountId, sellerAccountIds)}`;
}

export interface LockedOffer {
  id: number;
  sellerAccountId: number;
  productId: number;
  terminalId: number;
  status: string;
  priceType: 'FIXED' | 'TRACKING' | 'API';
  dailyStart: string | null;
  dailyEnd: string | null;
  termsVersion: number;
  remainingVolume: string;
  minOrderQuantity: string;
  maxOrderQuantity: string;
  anonymous: boolean;
  startsAt: Date;
  endsAt: Date;
  liftingPeriodId: number | null;
  /** An additive sold by the container: its size and order range in containers (null for fuels). */
  unitLabel: string | null;
  unitLitres: number | null;
  minUnits: number | null;
  maxUnits: number | null;
  /** The buyers an additive offer is for; empty: every buyer (docs/additives.md). */
  buyerAccountIds: number[];
  collectionStart: Date | null;
  collectionEnd: Date | null;
}

/** Step 4's statement: the offers `ids` names (an array, or a read of the same statement), locked by id ascending. */
const offersLocked = (ids: SqlPart) => part`
    SELECT "id", "sellerAccountId", "productId", "terminalId", "status", "priceType"::text AS "priceType", "dailyStart", "dailyEnd", "termsVersion",
           "remainingVolume"::text AS "remainingVolume", "minOrderQuantity"::text AS "minOrderQuantity", "maxOrderQuantity"::text AS "maxOrderQuantity",
           "anonymous", "startsAt", "endsAt", "liftingPeriodId", "unitLabel", "unitLitres", "minUnits", "maxUnits", "buyerAccountIds", "collectionStart", "collectionEnd"
    FROM "Offer" WHERE "id" IN (${ids}) ORDER BY "id" FOR UPDATE`;

/** Step 4. The volume left, the daily hours, the terms and the buyers an offer is for cannot move until this transaction ends. */
export function lockOffers(sql: TxSql, offerIds: number[]) {
  return sql<LockedOffer>`${offersLocked(part`SELECT unnest(${offerIds}::int[])`)}`;
}

/** A basket item as checkout reads it under the basket's lock. */
export interface BasketItemRow {
  offerId: number;
  quantity: string;
  unitCount: number | null;
  reservedPrice: string;
  windowId: number;
  paymentTermId: number | null;
  liftingPeriodId: number | null;
  deliveryLocationId: number | null;
  offerTermsVersion: number;
  priceAdjustment: string | null;
}

/**
 * After step 2, in one statement: the basket's items (read after the basket's lock, so as the
 * checkout that held it left them; none of another account's basket, which the checkout sends this
 * with before it has read its own check of the basket), then step 3 for the sellers and step 4 for
 * the items' offers.
 * The statement's answers are evaluated in the order they are named, so the locks are taken in
 * the steps' order; a locked row is read as its last committed version. Three round trips in one.
 */
export async function lockItemsAndOffers(sql: TxSql, buyerAccountId: number, basketId: string, sellerAccountIds: number[]) {
  const [locked] = await sql<{
    items: BasketItemRow[];
    relationships: LockedRelationship[];
    offers: (Omit<LockedOffer, TimeOfOffer> & Record<TimeOfOffer, string | null>)[];
  }>`
    WITH "i" AS (
      SELECT "id", "offerId", "quantity"::text AS "quantity", "unitCount", "reservedPrice"::text AS "reservedPrice", "windowId", "paymentTermId", "liftingPeriodId",
             "deliveryLocationId", "offerTermsVersion", "priceAdjustment"::text AS "priceAdjustment"
      FROM "BasketItem" WHERE "basketId" = (SELECT "id" FROM "Basket" WHERE "id" = ${basketId} AND "buyerAccountId" = ${buyerAccountId})),
    "r" AS (${relationshipsLocked(buyerAccountId, sellerAccountIds)}),
    "o" AS (${offersLocked(part`SELECT "offerId" FROM "i"`)})
    SELECT (SELECT coalesce(json_agg("i" ORDER BY "offerId", "id"), '[]') FROM "i") AS "items",
           (SELECT coalesce(json_agg("r" ORDER BY "sellerAccountId"), '[]') FROM "r") AS "relationships",
           (SELECT coalesce(json_agg("o" ORDER BY "id"), '[]') FROM "o") AS "offers"`;
  // JSON carries a timestamp without its zone: the columns hold UTC.
  const instant = (value: string | null) => (value === null ? null : new Date(`${value}Z`));
  return {
    items: locked.items,
    relationships: locked.relationships,
    offers: locked.offers.map((o): LockedOffer => ({
      ...o,
      startsAt: instant(o.startsAt)!,
      endsAt: instant(o.endsAt)!,
      collectionStart: instant(o.collectionStart),
      collectionEnd: instant(o.collectionEnd),
    })),
  };
}

type TimeOfOffer = 'startsAt' | 'endsAt' | 'collectionStart' | 'collectionEnd';

export interface LockedTriggerContract {
  id: number;
  sellerAccountId: number;
  ekkNumber: string;
  terminalId: number;
  month: string;
  /** numeric as text, exact */
  monthlyVolume: string;
  flexibility: string;
  orderMin: string;
  orderMax: string;
  weekdays: number[];
  timeFrom: string;
  timeTo: string;
  dailyCount: number;
  iceMonth: number;
  premium: string;
  premiumUnit: string;
  conversionFactor: string | null;
  /** The product, or a mogas bundle's products with their split, by product id. */
  products: { productId: number; percent: string; name: string }[];
}

/**
 * Step 4 of a trigger: the buyer's contract, so parallel triggers queue on it and its terms and
 * split stay as read until the trigger is written (an edit waits, or is waited for).
 */
export async function lockTriggerContract(sql: TxSql, contractId: number, buyerAccountId: number): Promise<LockedTriggerContract> {
  const [contract] = await sql<Omit<LockedTriggerContract, 'products'>>`
    SELECT "id", "sellerAccountId", "ekkNumber", "terminalId", "month", "monthlyVolume"::text AS "monthlyVolume", "flexibility"::text AS "flexibility",
           "orderMin"::text AS "orderMin", "orderMax"::text AS "orderMax", "weekdays", "timeFrom", "timeTo", "dailyCount", "iceMonth",
           "premium"::text AS "premium", "premiumUnit", "conversionFactor"::text AS "conversionFactor"
    FROM "TriggerContract" WHERE "id" = ${contractId} AND "buyerAccountId" = ${buyerAccountId} FOR UPDATE`;
  if (!contract) throw new AppError('not_found');
  // A statement of its own after the lock, so a split changed by the edit the lock waited for is read as committed.
  const products = await sql<LockedTriggerContract['products'][number]>`
    SELECT p."productId", p."percent"::text AS "percent", pr."name" FROM "TriggerContractProduct" p JOIN "Product" pr ON pr."id" = p."productId"
    WHERE p."contractId" = ${contractId} ORDER BY p."productId"`;
  return { ...contract, products };
}

/** Step 5. Serialises the account's own checkouts, so what it bought today adds up under a daily limit. */
export async function lockBuyerAccount(sql: TxSql, accountId: number) {
  await sql`SELECT "id" FROM "Account" WHERE "id" = ${accountId} FOR UPDATE`;
}
