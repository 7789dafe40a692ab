import Decimal from 'decimal.js';
import { AppError } from '@/lib/api/errors';
import { inStoredOrder } from '@/lib/api/idempotency';
import type { SessionUser } from '@/lib/auth/session-user';
import type { TxSql } from '@/lib/db-transaction';
import { brand } from '@/lib/env';
import { MAILED_ORDER_COLUMNS, MAILED_ORDER_NAMES, placedOrderMails, type MailedOrderRow } from '@/lib/mail/order-mails';
import { purchaseUnitOf } from '@/lib/format/units';
import type { LockedOffer } from './lock-order';

export interface OrderToPlace {
  offer: LockedOffer;
  quantity: Decimal;
  unitCount: number | null;
  price: Decimal;
  net: Decimal;
  vat: Decimal;
  gross: Decimal;
  paymentTermId: number | null;
  liftingPeriodId: number | null;
  deliveryLocationId: number | null;
  windowId: number;
}

export interface CheckoutResponse {
  basketId: string;
  orders: {
    _id: number;
    orderId: string;
    contractNumber: string;
    pickupNumber: string;
    liftingMasterNumber: string | null;
    quantity: string;
    price: string;
    net: string;
    vat: string;
    gross: string;
    currency: string;
    orderStatus: string;
  }[];
}

/** A new order as its statement answers it: what the checkout's answer and its mails tell. */
type PlacedOrder = MailedOrderRow & {
  contractNumber: string;
  pickupNumber: string;
  liftingMasterNumber: string | null;
  net: string;
  vat: string;
  status: string;
};

/**
 * The writes of a checkout whose checks passed, under its locks, in two statements: the volumes
 * taken from the offers with the orders and their first event (answering what their mails tell);
 * the mails to buyer and sellers, the basket marked ordered and the answer stored under the
 * idempotency key. Returns the answer in the order of its stored row, so the first one is byte for
 * byte what every replay gives.
 */
export async function placeOrders(
  sql: TxSql,
  user: SessionUser,
  basketId: string,
  idempotencyKey: string,
  orders: OrderToPlace[],
  vatRate: Decimal,
  now: Date,
) {
  const current = brand();
  const taken = volumesByOffer(orders);
  const column = <T>(pick: (order: OrderToPlace) => T) => orders.map(pick);
  // One statement: the volumes (and an additive's containers) taken from the offers and, only when
  // every offer had enough, the orders. The offer's lock makes the guard redundant on purpose: each
  // keeps the volume where the other is missing (./lock-order.ts); the CHECK constraints back both. Containers sold change the stock the seller's form edits, so they make a new version
  // of the offer (lib/additives/save-additive-offer.ts). Order numbers carry the order id, so the
  // id is drawn in the statement: 7 digits (8 for the lifting master), more when it grows.
  const placed = await sql<PlacedOrder>`
    WITH taken AS (
      UPDATE "Offer" o SET "remainingVolume" = o."remainingVolume" - t."quantity", "unitStock" = o."unitStock" - t."units",
        "version" = o."version" + sign(t."units")::int, "updatedAt" = ${now}::timestamp
      FROM unnest(${[...taken.keys()]}::int[], ${[...taken.values()].map((v) => v.quantity.toFixed())}::numeric[], ${[...taken.values()].map((v) => v.units)}::int[])
        AS t("id", "quantity", "units")
      WHERE o."id" = t."id" AND o."remainingVolume" >= t."quantity" AND (o."unitStock" IS NULL OR o."unitStock" >= t."units")
      RETURNING o."id"
    ),
    item AS (
      SELECT * FROM unnest(
        ${column((o) => o.offer.id)}::int[], ${column((o) => o.offer.sellerAccountId)}::int[], ${column((o) => o.offer.productId)}::int[],
        ${column((o) => o.offer.terminalId)}::int[], ${column((o) => o.quantity.toFixed())}::numeric[], ${column((o) => o.unitCount)}::int[],
        ${column((o) => o.price.toFixed())}::numeric[], ${column((o) => o.net.toFixed())}::numeric[], ${column((o) => o.vat.toFixed())}::numeric[],
        ${column((o) => o.gross.toFixed())}::numeric[], ${column((o) => o.paymentTermId)}::int[], ${column((o) => o.liftingPeriodId)}::int[],
        ${column((o) => o.offer.collectionStart)}::timestamp[], ${column((o) => o.offer.collectionEnd)}::timestamp[],
        ${column((o) => o.deliveryLocationId)}::int[], ${column((o) => o.windowId)}::int[], ${column(purchaseUnit)}::text[]
      ) AS t("offerId", "sellerAccountId", "productId", "terminalId", "quantity", "unitCount", "price", "net", "vat", "gross",
             "paymentTermId", "liftingPeriodId", "collectionStart", "collectionEnd", "deliveryLocationId", "windowId", "purchaseUnit")
      WHERE (SELECT count(*) FROM taken) = ${taken.size}
    ),
    drawn AS (SELECT nextval(pg_get_serial_sequence('"Order"', 'id'))::int AS "id", item.* FROM item),
    numbered AS (
      SELECT drawn.*, lpad("id"::text, greatest(7, length("id"::text)), '0') AS "seq7", lpad("id"::text, greatest(8, length("id"::text)), '0') AS "seq8"
      FROM drawn
    ),
    created AS (
      INSERT INTO "Order" ("id", "orderNumber", "contractNumber", "pickupNumber", "liftingMasterNumber", "buyerAccountId", "buyerUserId",
        "sellerAccountId", "offerId", "productId", "terminalId", "status", "quantity", "unitCount", "purchaseUnit", "price", "net", "vatRate", "vat", "gross",
        "currency", "paymentTermId", "liftingPeriodId", "collectionStart", "collectionEnd", "deliveryLocationId", "windowId", "created", "updatedAt")
      SELECT "id", ${`${user.platformId}-${now.getUTCFullYear()}-`} || "seq7", 'K-' || "sellerAccountId" || '-' || "seq7",
        lpad("terminalId"::text, greatest(3, length("terminalId"::text)), '0') || "seq7",
        CASE WHEN ${current.flags.liftingOrderNumber}::boolean THEN 'LM-' || "seq8" END, ${user.accountId}, ${user.userId},
        "sellerAccountId", "offerId", "productId", "terminalId", 'INCOMPLETE', "quantity", "unitCount", "purchaseUnit", "price", "net", ${vatRate.toFixed()}::numeric,
        "vat", "gross", ${current.currency}, "paymentTermId", "liftingPeriodId", "collectionStart", "collectionEnd", "deliveryLocationId", "windowId",
        ${now}::timestamp, ${now}::timestamp
      FROM numbered
      RETURNING *
    ),
    event AS (
      INSERT INTO "OrderEvent" ("orderId", "toStatus", "userId", "note", "at") SELECT "id", 'INCOMPLETE', ${user.userId}, 'ordered', ${now}::timestamp FROM created
    )
    SELECT o."contractNumber", o."pickupNumber", o."liftingMasterNumber", o."net"::text AS "net", o."vat"::text AS "vat", o."status", ${MAILED_ORDER_COLUMNS}
    FROM created o ${MAILED_ORDER_NAMES} ORDER BY o."id"`;
  if (placed.length !== orders.length) throw new AppError('trading', 'volume_insufficient');
  const response: CheckoutResponse = {
    basketId,
    orders: placed.map((o) => ({
      _id: o.id,
      orderId: o.orderNumber,
      contractNumber: o.contractNumber,
      pickupNumber: o.pickupNumber,
      liftingMasterNumber: o.liftingMasterNumber,
      // As Prisma's Decimal wrote them before: no trailing zeros.
      quantity: new Decimal(o.quantity).toString(),
      price: new Decimal(o.price).toString(),
      net: new Decimal(o.net).toString(),
      vat: new Decimal(o.vat).toString(),
      gross: new Decimal(o.gross).toString(),
      currency: o.currency,
      orderStatus: o.status,
    })),
  };
  // Sent without waiting for its answer, which nobody reads: the commit goes out with it and fails if it does (lib/db-transaction.ts).
  void sql`
    WITH mailed AS (${placedOrderMails(placed as [PlacedOrder, ...PlacedOrder[]], now)}),
    ordered AS (UPDATE "Basket" SET "status" = 'ORDERED' WHERE "id" = ${basketId})
    UPDATE "IdempotencyKey" SET "response" = ${JSON.stringify(response)}::jsonb
    WHERE "accountId" = ${user.accountId} AND "key" = ${idempotencyKey}`;
  return inStoredOrder(response);
}

/** An order of containers names them as the order history's purchase units do ("Fass (200 l)"); fuel is by the cbm. */
const purchaseUnit = ({ offer }: OrderToPlace) =>
  offer.unitLitres === null ? 'cubic_meter' : purchaseUnitOf({ unitLabel: offer.unitLabel ?? '', unitLitres: offer.unitLitres });

/** The cbm, and an additive's containers, each offer gives up. */
function volumesByOffer(orders: OrderToPlace[]) {
  const byOffer = new Map<number, { quantity: Decimal; units: number }>();
  for (const o of orders) {
    const taken = byOffer.get(o.offer.id) ?? { quantity: new Decimal(0), units: 0 };
    byOffer.set(o.offer.id, { quantity: taken.quantity.plus(o.quantity), units: taken.units + (o.unitCount ?? 0) });
  }
  return byOffer;
}
