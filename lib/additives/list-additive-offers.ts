import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db, sql } from '@/lib/db';
import { brand } from '@/lib/env';
import { purchaseUnitOf } from '@/lib/format/units';
import { additivePage, type AdditiveRow } from './domain/additive-list';
import { ADDITIVE_SELLER_FEATURE } from './domain/containers';
import type { AdditiveOffersQuery } from './schemas';

export interface AdditiveOfferRow extends AdditiveRow {
  version: number;
  termsVersion: number;
  liftingPeriodId: number | null;
  sellerAccountId: number;
  sellerName: string;
  terminalId: number;
  terminalName: string;
  minUnits: number;
  maxUnits: number;
  startsAt: Date;
  endsAt: Date;
}

/**
 * GET /api/v2/offers/additives. A seller gets its own additive offers but the removed ones; a
 * buyer those it may buy now: ACTIVE, in their availability, with at least the smallest order in
 * stock, of a seller that still sells additives (account feature productAdditives) and whose
 * relationship is ENABLED with additives enabled, offered to every buyer or to this one, on a
 * brand with the additives marketplace. One statement reads the rows; filters, sort and page
 * are ./domain/additive-list.ts.
 */
export async function listAdditiveOffers(user: SessionUser, query: AdditiveOffersQuery, now = new Date()) {
  if (user.accountType !== 'SELLER' && user.accountType !== 'BUYER') throw new AppError('forbidden', 'forbidden');
  const seller = user.accountType === 'SELLER';
  const rows = seller || brand().flags.additivesMarketplace ? await readAdditiveRows(user, seller, now) : [];
  const page = additivePage(rows, query);
  const buyerNames = seller ? await namesOf(rows.flatMap((r) => r.buyerAccountIds)) : null;
  return {
    offers: page.rows.map((row) => additiveOfferDto(row, buyerNames)),
    filterOptions: {
      products: uniqueBy(rows.map((r) => ({ id: r.productId, name: r.productName }))),
      purchaseUnits: [...new Set(rows.map(purchaseUnitOf))].sort(),
      ...(buyerNames && { buyers: [...buyerNames].map(([id, name]) => ({ id, name })) }),
    },
    metadata: page.metadata,
  };
}

/** An offer of the list; with `buyerNames` (the seller's list) the buyers it is for. */
export function additiveOfferDto(row: AdditiveOfferRow, buyerNames: Map<number, string> | null) {
  return {
    _id: row.id,
    version: row.version,
    status_type_id: row.status,
    enabled: row.status === 'ACTIVE',
    offer: {
      productId: row.productId,
      product: row.productName,
      terminal: { id: row.terminalId, name: row.terminalName },
      seller: { id: row.sellerAccountId, name: row.sellerName },
      unitLabel: row.unitLabel,
      unitLitres: row.unitLitres,
      purchaseUnit: purchaseUnitOf(row),
      unitPrice: row.unitPrice,
      currency: brand().currency,
      unitStock: row.unitStock,
      minUnits: row.minUnits,
      maxUnits: row.maxUnits,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      created: row.createdAt.toISOString(),
      ...(buyerNames && { buyers: row.buyerAccountIds.map((id) => ({ id, name: buyerNames.get(id) ?? '' })) }),
    },
  };
}

/** The additive offers a seller keeps (`seller`) or a buyer may buy now; only `offerId` when given. */
export function readAdditiveRows(user: SessionUser, seller: boolean, now: Date, offerId: number | null = null) {
  return sql<AdditiveOfferRow>`
    SELECT o."id", o."status"::text AS "status", o."productId", p."name" AS "productName", o."unitLabel", o."unitLitres",
           o."unitPrice"::text AS "unitPrice", o."unitStock", o."minUnits", o."maxUnits", o."buyerAccountIds", o."createdAt",
           o."startsAt", o."endsAt", o."sellerAccountId", s."name" AS "sellerName", o."terminalId", t."name" AS "terminalName",
           o."version", o."termsVersion", o."liftingPeriodId"
    FROM "Offer" o
    JOIN "Product" p ON p."id" = o."productId" AND p."type" = 'ADDITIVE'
    JOIN "Account" s ON s."id" = o."sellerAccountId"
    JOIN "Terminal" t ON t."id" = o."terminalId"
    WHERE o."unitLitres" IS NOT NULL AND (${offerId}::int IS NULL OR o."id" = ${offerId}) AND (
      (${seller}::boolean AND o."sellerAccountId" = ${user.accountId} AND o."status" <> 'REMOVED')
      OR (NOT ${seller}::boolean AND o."status" = 'ACTIVE' AND o."unitStock" >= o."minUnits"
          AND o."startsAt" <= ${now}::timestamp AND o."endsAt" > ${now}::timestamp
          AND (cardinality(o."buyerAccountIds") = 0 OR ${user.accountId} = ANY(o."buyerAccountIds"))
          AND NOT s."blocked" AND ${ADDITIVE_SELLER_FEATURE}::text = ANY(s."features") AND s."platformId" = ${user.platformId}
          AND EXISTS (SELECT 1 FROM "Relationship" r WHERE r."buyerAccountId" = ${user.accountId} AND r."sellerAccountId" = o."sellerAccountId"
                      AND r."status" = 'ENABLED' AND r."additivesEnabled")))`;
}

/** The names of the buyers an offer is for, by account id. */
export async function namesOf(accountIds: number[]) {
  const accounts = await db.account.findMany({ where: { id: { in: [...new Set(accountIds)] } }, select: { id: true, name: true } });
  return new Map(accounts.map((a) => [a.id, a.name]));
}

const uniqueBy = (items: { id: number; name: string }[]) =>
  [...new Map(items.map((item) => [item.id, item])).values()].sort((a, b) => a.name.localeCompare(b.name, 'de'));
