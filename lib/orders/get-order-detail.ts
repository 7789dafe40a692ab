import Decimal from 'decimal.js';
import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { sql } from '@/lib/db';
import { readsChildOrders } from '@/lib/order-history/scope';

interface DetailRecord {
  id: number;
  orderNumber: string;
  contractNumber: string;
  pickupNumber: string;
  liftingMasterNumber: string | null;
  created: Date;
  status: string;
  quantity: string;
  unitCount: number | null;
  purchaseUnit: string;
  price: string;
  net: string;
  vatRate: string;
  vat: string;
  gross: string;
  currency: string;
  collectionStart: Date | null;
  collectionEnd: Date | null;
  buyerAccountId: number;
  buyerName: string;
  sellerAccountId: number;
  sellerName: string;
  orderedBy: string | null;
  productName: string;
  productType: string;
  terminalName: string;
  liftingPeriodName: string | null;
  paymentTermName: string | null;
  address: { company: string; street: string; postCode: string; city: string; country: string } | null;
  events: { fromStatus: string | null; toStatus: string; at: string; note: string; userName: string | null; accountName: string | null }[];
}

/**
 * Every field of an order (trading-domain 3, Order) with its status history, who took each step
 * and when, in one statement. The order's buyer and seller accounts see it, and so does a parent
 * account's user who may read its children's orders (ChildAccounts_Offers_View, as in the order
 * history) for an order its child bought; the view is read only, as every action is the seller's.
 * To anyone else it answers as an unknown order, so nothing tells that it exists.
 */
export async function getOrderDetail(user: SessionUser, orderId: number) {
  const [order] = await sql<DetailRecord>`
    SELECT o."id", o."orderNumber", o."contractNumber", o."pickupNumber", o."liftingMasterNumber", o."created", o."status",
      o."quantity", o."unitCount", o."purchaseUnit", o."price", o."net", o."vatRate", o."vat", o."gross", o."currency",
      o."collectionStart", o."collectionEnd", o."buyerAccountId", b."name" AS "buyerName", o."sellerAccountId", s."name" AS "sellerName",
      nullif(concat_ws(' ', u."firstName", u."lastName"), '') AS "orderedBy",
      p."name" AS "productName", p."type"::text AS "productType", t."name" AS "terminalName",
      lp."name" AS "liftingPeriodName", pt."name" AS "paymentTermName",
      CASE WHEN d."id" IS NULL THEN NULL ELSE json_build_object('company', d."company", 'street', d."street", 'postCode', d."postCode",
        'city', d."city", 'country', d."country") END AS "address",
      coalesce((
        SELECT json_agg(json_build_object('fromStatus', e."fromStatus", 'toStatus', e."toStatus", 'at', to_char(e."at", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'note', e."note", 'userName', nullif(concat_ws(' ', eu."firstName", eu."lastName"), ''), 'accountName', ea."name") ORDER BY e."at", e."id")
        FROM "OrderEvent" e LEFT JOIN "User" eu ON eu."id" = e."userId" LEFT JOIN "Account" ea ON ea."id" = eu."accountId"
        WHERE e."orderId" = o."id"), '[]'::json) AS "events"
    FROM "Order" o
    JOIN "Account" b ON b."id" = o."buyerAccountId"
    JOIN "Account" s ON s."id" = o."sellerAccountId"
    JOIN "Product" p ON p."id" = o."productId"
    JOIN "Terminal" t ON t."id" = o."terminalId"
    LEFT JOIN "User" u ON u."id" = o."buyerUserId"
    LEFT JOIN "LiftingPeriod" lp ON lp."id" = o."liftingPeriodId"
    LEFT JOIN "PaymentTerm" pt ON pt."id" = o."paymentTermId"
    LEFT JOIN "DeliveryLocation" d ON d."id" = o."deliveryLocationId"
    WHERE o."id" = ${orderId}
      AND (${user.accountId} IN (o."buyerAccountId", o."sellerAccountId") OR (${readsChildOrders(user)}::boolean AND b."parentId" = ${user.accountId}))`;
  if (!order) throw new AppError('not_found');
  const fixed = (value: string, places: number) => new Decimal(value).toFixed(places);
  return {
    _id: order.id,
    orderId: order.orderNumber,
    contractNumber: order.contractNumber,
    pickupNumber: order.pickupNumber,
    liftingMasterNumber: order.liftingMasterNumber,
    created: order.created.toISOString(),
    orderStatus: order.status,
    buyer: { id: order.buyerAccountId, name: order.buyerName },
    seller: { id: order.sellerAccountId, name: order.sellerName },
    orderedBy: order.orderedBy,
    product: { name: order.productName, type: order.productType },
    terminal: order.terminalName,
    volume: fixed(order.quantity, 3),
    unitCount: order.unitCount,
    purchaseUnit: order.purchaseUnit,
    price: fixed(order.price, 4),
    invoice: { net: fixed(order.net, 2), vatRate: fixed(order.vatRate, 2), vat: fixed(order.vat, 2), gross: fixed(order.gross, 2), currency: order.currency },
    liftingPeriod: order.liftingPeriodName,
    collectionRange: { start: order.collectionStart?.toISOString() ?? null, end: order.collectionEnd?.toISOString() ?? null },
    paymentTerm: order.paymentTermName,
    deliveryAddress: order.address,
    events: order.events,
  };
}

export type OrderDetail = Awaited<ReturnType<typeof getOrderDetail>>;
