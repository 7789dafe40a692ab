import { formatDate } from '@/lib/format/dates';
import type { Order } from '@/lib/generated/prisma/client';

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

/** The names an order row shows, loaded once per page by id. */
export interface RowNames {
  accounts: Map<number, string>;
  products: Map<number, Named & { type: string }>;
  terminals: Map<number, string>;
  addresses: Map<number, DeliveryAddress>;
}

/** platform-shell 3 "Order-history row"; decimals as strings so no precision is lost. */
export function toHistoryRow(order: Order, names: RowNames, zone: string) {
  const named = (id: number, map: Map<number, string>): Named => ({ id, name: map.get(id) ?? '' });
  const start = order.collectionStart?.toISOString() ?? null;
  const end = order.collectionEnd?.toISOString() ?? null;
  const seller = named(order.sellerAccountId, names.accounts);
  return {
    _id: order.id,
    orderId: order.orderNumber,
    originalOrderId: order.originalOrderId,
    created: order.created.toISOString(),
    buyer: named(order.buyerAccountId, names.accounts),
    orderStatus: order.status,
    terminal: named(order.terminalId, names.terminals),
    deliveryAddress: order.deliveryLocationId ? (names.addresses.get(order.deliveryLocationId) ?? null) : null,
    product: names.products.get(order.productId) ?? { id: order.productId, name: '', type: 'FUEL' },
    price: order.price.toFixed(4),
    invoice: { net: order.net.toFixed(2), vat: order.vat.toFixed(2), gross: order.gross.toFixed(2), currency: order.currency },
    volume: order.quantity.toFixed(3),
    unitCount: order.unitCount,
    seller,
    collectionTime: start,
    collectionTimeText: start && end ? `${formatDate(start, zone)} - ${formatDate(end, zone)}` : '',
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
