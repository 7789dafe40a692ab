import Decimal from 'decimal.js';
import { ADDITIVE_SELLER_FEATURE } from '@/lib/additives/domain/containers';
import { vatRate } from '@/lib/catalogue/vat-rate';
import { hitPart, refuseOverLimit } from '@/lib/auth/rate-limit';
import { part, sql, type SqlPart } from '@/lib/db';

/** What a checkout needs besides the locked rows, by offer and by seller. */
export interface CheckoutFacts {
  /** By offer id */
  offers: Map<number, { sellerAccountId: number; sellerName: string; productName: string; sellerNotTrading: boolean; sellerSellsAdditives: boolean }>;
  /** The buyer's company may trade online (trading-domain 6). */
  buyerReleasedForTrading: boolean;
  /** By seller account id */
  releases: Map<number, { terminalIds: number[]; productIds: number[]; creditDays: Map<number, number> }>;
  vatRate: Decimal;
  /** cbm a day, by product; only products the buyer has a limit for */
  dailyLimits: Map<number, Decimal>;
  /** The buyer's shareholder terms (design 11); nothing set for any other buyer. */
  shareholder: ShareholderCheckoutTerms;
}

export interface ShareholderCheckoutTerms {
  /** EUR/100L15 in the price; null: none. */
  priceAdjustment: Decimal | null;
  /** Empty: every terminal. */
  terminalIds: number[];
  /** Over all sellers, kept by the operator; null: none. */
  creditLimit: Decimal | null;
  creditDays: number | null;
  collectionCutDays: number | null;
}

/**
 * Reads, before any lock is taken, what does not change while a checkout runs: the names its
 * answers show, the products and terminals the seller released, the credit days, the VAT rate,
 * the shareholder's purchase limits and other terms, whether a seller is blocked or still sells additives and whether the buyer's company is
 * still released for trading. One statement beside the platform's VAT rate (kept per platform), so the locked part stays short.
 * A change to these that commits while a checkout runs counts from the next checkout on. With
 * `limit`, the same statement counts the call against a rate limit (lib/auth/rate-limit.ts), and a
 * call past it is refused with 429 however its basket stands.
 */
export async function readCheckoutFacts(
  buyer: { accountId: number; platformId: string },
  basketId: string,
  limit?: { key: string; limit: number; windowSeconds: number },
): Promise<CheckoutFacts> {
  const now = Date.now();
  const [rows, rate] = await Promise.all([readBasketFacts(buyer, basketId, limit && hitPart(limit.key, limit.windowSeconds, now)), vatRate(buyer.platformId)]);
  if (limit) refuseOverLimit(rows[0].hits!, limit.limit, limit.windowSeconds, now);
  const offers = rows.filter((row): row is BasketFact & { hits: number | null } => row.id !== null);
  return {
    offers: new Map(
      offers.map((o) => [
        o.id,
        {
          sellerAccountId: o.sellerAccountId,
          sellerName: o.sellerName,
          productName: o.productName,
          sellerNotTrading: o.sellerNotTrading,
          sellerSellsAdditives: o.sellerSellsAdditives,
        },
      ]),
    ),
    // An empty or unknown basket is refused as such, not as a matter of the account.
    buyerReleasedForTrading: offers.every((o) => o.buyerReleasedForTrading),
    releases: new Map(
      offers
        .filter((o) => o.terminalIds !== null)
        .map((o) => [
          o.sellerAccountId,
          {
            terminalIds: o.terminalIds!,
            productIds: o.productIds!,
            creditDays: new Map(o.creditDayProducts!.map((productId, i) => [productId, o.creditDays![i]])),
          },
        ]),
    ),
    vatRate: rate ?? new Decimal(0),
    dailyLimits: new Map(offers.filter((o) => o.limitCbm !== null).map((o) => [o.productId, new Decimal(o.limitCbm!)])),
    shareholder: {
      terminalIds: offers[0]?.shareholderTerminalIds ?? [],
      priceAdjustment: offers[0]?.priceAdjustment ? new Decimal(offers[0].priceAdjustment) : null,
      creditLimit: offers[0]?.shareholderCreditLimit ? new Decimal(offers[0].shareholderCreditLimit) : null,
      creditDays: offers[0]?.shareholderCreditDays ?? null,
      collectionCutDays: offers[0]?.collectionCutDays ?? null,
    },
  };
}

/** What readBasketFacts reads per offer of the basket. */
type BasketFact = {
  id: number;
  sellerAccountId: number;
  productId: number;
  sellerName: string;
  sellerNotTrading: boolean;
  /** The seller has the account feature of additive sellers: its containers are for sale. */
  sellerSellsAdditives: boolean;
  buyerReleasedForTrading: boolean;
  productName: string;
  limitCbm: string | null;
  shareholderTerminalIds: number[];
  priceAdjustment: string | null;
  shareholderCreditLimit: string | null;
  shareholderCreditDays: number | null;
  collectionCutDays: number | null;
  /** The releases of the relationship with the offer's seller; null without one. */
  terminalIds: number[] | null;
  productIds: number[] | null;
  creditDayProducts: number[] | null;
  creditDays: number[] | null;
};

/**
 * One row per offer of the basket (none for an unknown or empty one), each with the hits counted
 * by `hit` (WITH entry "hit", lib/auth/rate-limit.ts's hitPart), or a row of nulls but the hits.
 */
function readBasketFacts(buyer: { accountId: number; platformId: string }, basketId: string, hit: SqlPart | undefined) {
  return sql<(BasketFact | { [K in keyof BasketFact]: null }) & { hits: number | null }>`
    WITH ${hit ?? part`"hit" AS (SELECT NULL::int AS "count")`}
    SELECT "hit"."count" AS "hits", f.* FROM "hit" LEFT JOIN LATERAL (
    SELECT DISTINCT o."id", o."sellerAccountId", o."productId", s."name" AS "sellerName", (s."blocked" OR NOT s."releasedForTrading") AS "sellerNotTrading",
           ${ADDITIVE_SELLER_FEATURE}::text = ANY(s."features") AS "sellerSellsAdditives",
           a."releasedForTrading" AS "buyerReleasedForTrading", p."name" AS "productName", l."limitCbm",
           a."shareholderTerminalIds", a."priceAdjustment"::text AS "priceAdjustment", a."shareholderCreditLimit"::text AS "shareholderCreditLimit", a."shareholderCreditDays", a."collectionCutDays",
           r."terminalIds", r."productIds", r."creditDayProducts", r."creditDays"
    FROM "Basket" b
    JOIN "Account" a ON a."id" = b."buyerAccountId"
    JOIN "BasketItem" i ON i."basketId" = b."id"
    JOIN "Offer" o ON o."id" = i."offerId"
    JOIN "Account" s ON s."id" = o."sellerAccountId"
    JOIN "Product" p ON p."id" = o."productId"
    LEFT JOIN "PurchaseLimit" l ON l."accountId" = b."buyerAccountId" AND l."productId" = o."productId"
    LEFT JOIN LATERAL (
      SELECT ARRAY(SELECT t."terminalId" FROM "RelationshipTerminal" t WHERE t."relationshipId" = r."id") AS "terminalIds",
             ARRAY(SELECT rp."productId" FROM "RelationshipProduct" rp WHERE rp."relationshipId" = r."id") AS "productIds",
             ARRAY(SELECT c."productId" FROM "RelationshipCreditDays" c WHERE c."relationshipId" = r."id" ORDER BY c."productId") AS "creditDayProducts",
             ARRAY(SELECT c."days" FROM "RelationshipCreditDays" c WHERE c."relationshipId" = r."id" ORDER BY c."productId") AS "creditDays"
      FROM "Relationship" r WHERE r."buyerAccountId" = b."buyerAccountId" AND r."sellerAccountId" = o."sellerAccountId"
    ) r ON true
    WHERE b."id" = ${basketId} AND b."buyerAccountId" = ${buyer.accountId}
    ) f ON true`;
}
