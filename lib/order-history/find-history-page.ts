import { sql } from '@/lib/db';
import type { HistoryRecord } from './order-row';
import type { OrderHistoryQuery } from './schemas';
import type { HistoryBase } from './scope';

/** `contains`: the typed text matches literally, so its % and _ are no wildcards. */
const containsPattern = (text: string | undefined) => (text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null);

/**
 * One page of the caller's order history, filtered and sorted in SQL, with the names the rows
 * show and the total of all matching orders, in one statement.
 *
 * The statement text never changes: every filter is `(param IS NULL OR condition)`, and the
 * sort is a list of `CASE WHEN <asked sort> THEN column END`. The driver sends it unnamed, so
 * PostgreSQL plans it with the values at hand and folds an absent filter or an unasked sort key
 * away; what remains is the plain statement the indexes of migration `order_history_indexes`
 * serve (party, then `created` for the page; party, product, `created` for the count). For the
 * same reason one account is compared with `=` and several with `= ANY`: only the single
 * equality lets the index hand out rows already in `created` order.
 *
 * `matched` is written once and inlined into both the page and the count (NOT MATERIALIZED),
 * so each is planned on its own index. Both read the rows as they are now: nothing is cached.
 * Account and terminal names come from scalar subqueries rather than joins: fewer relations to
 * plan on every call (planning cost about a third of the statement's time with joins).
 */
export async function findHistoryPage(base: HistoryBase, q: OrderHistoryQuery, limit: number, offset: number): Promise<HistoryRecord[]> {
  const party = (column: HistoryBase['column']) => (base.column === column ? base.accountIds : null);
  const [buyers, sellers] = [party('buyerAccountId'), party('sellerAccountId')];
  const one = (ids: number[] | null) => (ids?.length === 1 ? ids[0] : null);
  const many = (ids: number[] | null) => (ids && ids.length > 1 ? ids : null);
  const type = base.productType ?? null;
  const by = q.sortBy;
  const dir = q.sortType;
  return sql<HistoryRecord>`
    WITH matched AS NOT MATERIALIZED (
      SELECT o.* FROM "Order" o
      WHERE (${one(buyers)}::int IS NULL OR o."buyerAccountId" = ${one(buyers)})
        AND (${many(buyers)}::int[] IS NULL OR o."buyerAccountId" = ANY(${many(buyers)}))
        AND (${one(sellers)}::int IS NULL OR o."sellerAccountId" = ${one(sellers)})
        AND (${many(sellers)}::int[] IS NULL OR o."sellerAccountId" = ANY(${many(sellers)}))
        -- Additives are orders by the litre or of an ADDITIVE product; everything else is fuel.
        AND (${type}::text IS DISTINCT FROM 'FUEL'
             OR (o."purchaseUnit" <> 'liter' AND o."productId" <> ALL(ARRAY(SELECT "id" FROM "Product" WHERE "type" = 'ADDITIVE'))))
        AND (${type}::text IS DISTINCT FROM 'ADDITIVE'
             OR o."purchaseUnit" = 'liter' OR o."productId" = ANY(ARRAY(SELECT "id" FROM "Product" WHERE "type" = 'ADDITIVE')))
        AND (${containsPattern(q.orderId)}::text IS NULL OR o."orderNumber" ILIKE ${containsPattern(q.orderId)})
        AND (${q.priceMin ?? null}::numeric IS NULL OR o."price" >= ${q.priceMin ?? null}::numeric)
        AND (${q.priceMax ?? null}::numeric IS NULL OR o."price" <= ${q.priceMax ?? null}::numeric)
        AND (${q.invoiceMin ?? null}::numeric IS NULL OR o."gross" >= ${q.invoiceMin ?? null}::numeric)
        AND (${q.invoiceMax ?? null}::numeric IS NULL OR o."gross" <= ${q.invoiceMax ?? null}::numeric)
        AND (${q.orderQuantityMin ?? null}::numeric IS NULL OR o."quantity" >= ${q.orderQuantityMin ?? null}::numeric)
        AND (${q.orderQuantityMax ?? null}::numeric IS NULL OR o."quantity" <= ${q.orderQuantityMax ?? null}::numeric)
        -- Timestamps are stored as UTC without a zone; the driver sends dates with their offset.
        AND (${q.createdStart ?? null}::timestamptz IS NULL OR o."created" >= ${q.createdStart ?? null}::timestamptz AT TIME ZONE 'UTC')
        AND (${q.createdEnd ?? null}::timestamptz IS NULL OR o."created" <= ${q.createdEnd ?? null}::timestamptz AT TIME ZONE 'UTC')
        -- An order's collection window must lie within the asked range.
        AND (${q.collectionRangeStart ?? null}::timestamptz IS NULL OR o."collectionStart" >= ${q.collectionRangeStart ?? null}::timestamptz AT TIME ZONE 'UTC')
        AND (${q.collectionRangeEnd ?? null}::timestamptz IS NULL OR o."collectionEnd" <= ${q.collectionRangeEnd ?? null}::timestamptz AT TIME ZONE 'UTC')
        AND (${q.productList ?? null}::int[] IS NULL OR o."productId" = ANY(${q.productList ?? null}::int[]))
        AND (${q.terminalList ?? null}::int[] IS NULL OR o."terminalId" = ANY(${q.terminalList ?? null}::int[]))
        AND (${q.deliveryAddressList ?? null}::int[] IS NULL OR o."deliveryLocationId" = ANY(${q.deliveryAddressList ?? null}::int[]))
        AND (${q.sellerList ?? null}::int[] IS NULL OR o."sellerAccountId" = ANY(${q.sellerList ?? null}::int[]))
        AND (${q.buyerList ?? null}::int[] IS NULL OR o."buyerAccountId" = ANY(${q.buyerList ?? null}::int[]))
        AND (${q.orderStatusList ?? null}::"OrderStatus"[] IS NULL OR o."status" = ANY(${q.orderStatusList ?? null}::"OrderStatus"[]))
        AND (${q.purchaseUnitList ?? null}::text[] IS NULL OR o."purchaseUnit" = ANY(${q.purchaseUnitList ?? null}::text[]))
    )
    SELECT o."id", o."orderNumber", o."originalOrderId", o."created", o."status", o."price", o."net", o."vat", o."gross", o."currency",
      o."quantity", o."unitCount", o."purchaseUnit", o."collectionStart", o."collectionEnd", o."edited",
      o."buyerAccountId", (SELECT "name" FROM "Account" WHERE "id" = o."buyerAccountId") AS "buyerName",
      o."sellerAccountId", (SELECT "name" FROM "Account" WHERE "id" = o."sellerAccountId") AS "sellerName",
      o."productId", p."name" AS "productName", p."type" AS "productType",
      o."terminalId", (SELECT "name" FROM "Terminal" WHERE "id" = o."terminalId") AS "terminalName",
      o."deliveryLocationId", d."id" AS "addressId", d."street", d."postCode", d."city",
      (SELECT count(*) FROM matched)::int AS "total"
    FROM matched o
    LEFT JOIN "Product" p ON p."id" = o."productId"
    LEFT JOIN "DeliveryLocation" d ON d."id" = o."deliveryLocationId"
    -- The asked sort, then the id, so equal values page stably. Status sorts in the flow's
    -- order (the enum's), as before.
    ORDER BY
      CASE WHEN ${by} = 'created' AND ${dir} = 'asc' THEN o."created" END ASC,
      CASE WHEN ${by} = 'created' AND ${dir} = 'desc' THEN o."created" END DESC,
      CASE WHEN ${by} = 'orderId' AND ${dir} = 'asc' THEN o."orderNumber" END ASC,
      CASE WHEN ${by} = 'orderId' AND ${dir} = 'desc' THEN o."orderNumber" END DESC,
      CASE WHEN ${by} = 'price' AND ${dir} = 'asc' THEN o."price" END ASC,
      CASE WHEN ${by} = 'price' AND ${dir} = 'desc' THEN o."price" END DESC,
      CASE WHEN ${by} = 'invoice' AND ${dir} = 'asc' THEN o."gross" END ASC,
      CASE WHEN ${by} = 'invoice' AND ${dir} = 'desc' THEN o."gross" END DESC,
      CASE WHEN ${by} = 'volume' AND ${dir} = 'asc' THEN o."quantity" END ASC,
      CASE WHEN ${by} = 'volume' AND ${dir} = 'desc' THEN o."quantity" END DESC,
      CASE WHEN ${by} = 'status' AND ${dir} = 'asc' THEN o."status" END ASC,
      CASE WHEN ${by} = 'status' AND ${dir} = 'desc' THEN o."status" END DESC,
      CASE WHEN ${dir} = 'asc' THEN o."id" END ASC,
      CASE WHEN ${dir} = 'desc' THEN o."id" END DESC
    LIMIT ${limit} OFFSET ${offset}`;
}
