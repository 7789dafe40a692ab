import { sql } from '@/lib/db';
import type { OrderHistoryQuery } from './schemas';
import type { HistoryBase } from './scope';

/** A trigger waiting for the seller is open as an INCOMPLETE spot order is; the status filter names spot statuses. */
const TRIGGER_STATUS = { INCOMPLETE: 'PENDING', CONFIRMED: 'CONFIRMED', CANCELLED: 'CANCELLED' } as const;

export interface TriggerCsvRow {
  orderNumber: string;
  created: Date;
  status: string;
  productName: string;
  terminalName: string;
  buyerName: string;
  sellerName: string;
  quantity: string;
  price: string;
  net: string;
  vat: string;
  gross: string;
  currency: string;
  liftingStart: Date;
  liftingEnd: Date;
}

/**
 * The trigger orders of the fuel CSV export: one row per product of a trigger order (a mogas
 * bundle's each), matched by the history's filters where they apply to a trigger (party, number,
 * created, product, terminal, seller, buyer, status, price, volume and invoice of the row, the
 * lifting days as collection range); a filter by delivery address or container matches none, as
 * a trigger has neither. Newest first.
 */
export function findTriggerCsvRows(base: HistoryBase, q: OrderHistoryQuery, limit: number) {
  if (base.productType === 'ADDITIVE' || q.deliveryAddressList || q.purchaseUnitList?.some((unit) => unit !== 'cubic_meter')) return Promise.resolve([]);
  const statuses = q.orderStatusList?.flatMap((s) => (s in TRIGGER_STATUS ? [TRIGGER_STATUS[s as keyof typeof TRIGGER_STATUS]] : [])) ?? null;
  const [buyers, sellers] = base.column === 'buyerAccountId' ? [base.accountIds, null] : [null, base.accountIds];
  const pattern = q.orderId ? `%${q.orderId.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return sql<TriggerCsvRow>`
    SELECT t."orderNumber", t."created", t."status"::text AS "status", p."name" AS "productName", tm."name" AS "terminalName",
           b."name" AS "buyerName", s."name" AS "sellerName", i."quantity"::text AS "quantity", i."price"::text AS "price",
           i."net"::text AS "net", i."vat"::text AS "vat", i."gross"::text AS "gross", t."currency", t."liftingStart", t."liftingEnd"
    FROM "TriggerOrder" t
    JOIN "TriggerOrderItem" i ON i."triggerOrderId" = t."id"
    JOIN "TriggerContract" c ON c."id" = t."contractId"
    JOIN "Product" p ON p."id" = i."productId"
    JOIN "Terminal" tm ON tm."id" = c."terminalId"
    JOIN "Account" b ON b."id" = t."buyerAccountId"
    JOIN "Account" s ON s."id" = t."sellerAccountId"
    WHERE (${buyers}::int[] IS NULL OR t."buyerAccountId" = ANY(${buyers}::int[]))
      AND (${sellers}::int[] IS NULL OR t."sellerAccountId" = ANY(${sellers}::int[]))
      AND (${pattern}::text IS NULL OR t."orderNumber" ILIKE ${pattern})
      AND (${q.createdStart ?? null}::timestamptz IS NULL OR t."created" >= ${q.createdStart ?? null}::timestamptz AT TIME ZONE 'UTC')
      AND (${q.createdEnd ?? null}::timestamptz IS NULL OR t."created" <= ${q.createdEnd ?? null}::timestamptz AT TIME ZONE 'UTC')
      AND (${q.collectionRangeStart ?? null}::timestamptz IS NULL OR t."liftingStart" >= (${q.collectionRangeStart ?? null}::timestamptz AT TIME ZONE 'UTC')::date)
      AND (${q.collectionRangeEnd ?? null}::timestamptz IS NULL OR t."liftingEnd" <= (${q.collectionRangeEnd ?? null}::timestamptz AT TIME ZONE 'UTC')::date)
      AND (${q.productList ?? null}::int[] IS NULL OR i."productId" = ANY(${q.productList ?? null}::int[]))
      AND (${q.terminalList ?? null}::int[] IS NULL OR c."terminalId" = ANY(${q.terminalList ?? null}::int[]))
      AND (${q.sellerList ?? null}::int[] IS NULL OR t."sellerAccountId" = ANY(${q.sellerList ?? null}::int[]))
      AND (${q.buyerList ?? null}::int[] IS NULL OR t."buyerAccountId" = ANY(${q.buyerList ?? null}::int[]))
      AND (${statuses}::text[] IS NULL OR t."status"::text = ANY(${statuses}::text[]))
      AND (${q.priceMin ?? null}::numeric IS NULL OR i."price" >= ${q.priceMin ?? null}::numeric)
      AND (${q.priceMax ?? null}::numeric IS NULL OR i."price" <= ${q.priceMax ?? null}::numeric)
      AND (${q.invoiceMin ?? null}::numeric IS NULL OR i."gross" >= ${q.invoiceMin ?? null}::numeric)
      AND (${q.invoiceMax ?? null}::numeric IS NULL OR i."gross" <= ${q.invoiceMax ?? null}::numeric)
      AND (${q.orderQuantityMin ?? null}::numeric IS NULL OR i."quantity" >= ${q.orderQuantityMin ?? null}::numeric)
      AND (${q.orderQuantityMax ?? null}::numeric IS NULL OR i."quantity" <= ${q.orderQuantityMax ?? null}::numeric)
    ORDER BY t."created" DESC, t."id" DESC, i."productId"
    LIMIT ${limit}`;
}
