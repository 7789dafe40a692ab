import Decimal from 'decimal.js';
import { dateRange, formatDate } from '@/lib/format/dates';

export interface Named {
  id: number;
  name: string;
}

export interface DeliveryAddress {
  id: number;
  street: string;
  postCode: string;
  city: string;
}

/** The names the filter options show, loaded once by id. */
export interface RowNames {
  accounts: Map<number, string>;
  products: Map<number, Named & { type: string }>;
  terminals: Map<number, string>;
  addresses: Map<number, DeliveryAddress>;
}

/** One order as the history statement reads it: numerics as strings, names joined in (null if gone). */
export interface HistoryRecord {
  id: number;
  orderNumber: string;
  originalOrderId: number | null;
  created: Date;
  status: string;
  price: string;
  net: string;
  vat: string;
  gross: string;
  currency: string;
  quantity: string;
  unitCount: number | null;
  purchaseUnit: string;
  collectionStart: Date | null;
  collectionEnd: Date | null;
  edited: boolean;
  buyerAccountId: number;
  buyerName: string | null;
  sellerAccountId: number;
  sellerName: string | null;
  productId: number;
  productName: string | null;
  productType: string | null;
  terminalId: number;
  terminalName: string | null;
  deliveryLocationId: number | null;
  addressId: number | null;
  street: string | null;
  postCode: string | null;
  city: string | null;
  /** All orders the filters match, not only this page's. */
  total: number;
}

/** Money and volumes keep the column's places, as Prisma's Decimal printed them. */
const fixed = (value: string, places: number) => new Decimal(value).toFixed(places);

/** platform-shell 3 "Order-history row"; decimals as strings so no precision is lost, dates in the reader's language. */
export function toHistoryRow(order: HistoryRecord, zone: string, locale: string) {
  const named = (id: number, name: string | null): Named => ({ id, name: name ?? '' });
  const start = order.collectionStart?.toISOString() ?? null;
  const end = order.collectionEnd?.toISOString() ?? null;
  const seller = named(order.sellerAccountId, order.sellerName);
  return {
    _id: order.id,
    orderId: order.orderNumber,
    originalOrderId: order.originalOrderId,
    created: order.created.toISOString(),
    buyer: named(order.buyerAccountId, order.buyerName),
    orderStatus: order.status,
    terminal: named(order.terminalId, order.terminalName),
    deliveryAddress:
      order.addressId === null ? null : { id: order.addressId, street: order.street ?? '', postCode: order.postCode ?? '', city: order.city ?? '' },
    product: { id: order.productId, name: order.productName ?? '', type: order.productType ?? 'FUEL' },
    price: fixed(order.price, 4),
    invoice: { net: fixed(order.net, 2), vat: fixed(order.vat, 2), gross: fixed(order.gross, 2), currency: order.currency },
    volume: fixed(order.quantity, 3),
    unitCount: order.unitCount,
    seller,
    collectionTime: start,
    collectionTimeText: start && end ? dateRange(formatDate(start, zone, locale), formatDate(end, zone, locale)) : '',
    collectionRange: { start, end },
    edited: order.edited,
    cancelled: order.status === 'CANCELLED',
    // The schema keeps no seller overrides per order; the field stays for the row's shape.
    overrides: null,
    purchaseUnit: order.purchaseUnit,
    // The seller issues the invoice.
    creditor: seller,
  };
}

export type OrderHistoryRow = ReturnType<typeof toHistoryRow>;
