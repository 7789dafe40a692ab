import { ZFillsSeen, targetOrderSchema, targetOrderUpdateSchema, ZTargetOrderId, ZTargetOrderVersion } from '@/lib/target-orders/schemas';
import type { Operation } from './openapi-operation';

// The documented schema uses the brand with the most decimals; the running brand may allow fewer.
const DECIMALS = 4;

/** Target-price orders, "Preiswunsch" (design 13, docs/target-orders.md). */
export const TARGET_ORDER_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/target-orders',
    summary:
      'The caller account’s target-price orders, the newest 200 first: { targetOrders: [...] } with product name, volume and filled volume (cbm), limit per 100L15 net, last day (`validUntil`, the brand’s zone), status (OPEN, PARTLY_FILLED, FILLED, SUSPENDED with `suspendedReason`, EXPIRED, CANCELLED), the edit `version` and `fills` (fill number, order id and number, quantity, price, `seen`). Every user of the account sees them.',
    access: 'buyer',
    errors: [],
  },
  {
    method: 'post',
    path: '/api/target-orders',
    summary:
      'A new OPEN target order of the caller’s account: 200 { id, version }. No terminals or sellers named: every terminal, every seller with an ENABLED relationship. `regionIds` and `favouriteId` (one of the user’s own favourites) name terminals too: the order keeps every active terminal of those regions and those the favourite names itself or by its regions (fields.regionIds region_required, region_without_terminals; fields.favouriteId favourite_required). `validUntil` defaults to today and may be at most 30 days ahead (400 fields.validUntil valid_until_out_of_range); a minimum part only with part fills and not above the volume (min_part_invalid); sellers without an ENABLED relationship are no_seller_relationship.',
    access: 'buyer with the purchase right (MyOffers_Purchase)',
    body: targetOrderSchema(DECIMALS),
    idempotent: true,
    errors: ['validation_failed'],
  },
  {
    method: 'put',
    path: '/api/target-orders/{id}',
    summary:
      'Changes a standing target order (OPEN, PARTLY_FILLED or SUSPENDED) with the body of POST and the `version` it was loaded at; a SUSPENDED order is resumed by saving it. A change meanwhile (an edit, a fill, a suspension) is 409 target_order_changed_elsewhere with data.version; a closed order (FILLED, EXPIRED, CANCELLED) 409 target_order_closed; a volume below what is filled 400 fields.volume volume_below_filled. Another account’s order is 404.',
    access: 'buyer with the purchase right (MyOffers_Purchase)',
    params: ZTargetOrderId,
    body: targetOrderUpdateSchema(DECIMALS),
    errors: ['validation_failed', 'target_order_changed_elsewhere', 'target_order_closed'],
  },
  {
    method: 'delete',
    path: '/api/target-orders/{id}',
    summary:
      'Cancels a standing target order at the `version` it was loaded at: status CANCELLED; the order and its fills stay listed. 409 target_order_changed_elsewhere or target_order_closed as for PUT; another account’s order is 404.',
    access: 'buyer with the purchase right (MyOffers_Purchase)',
    params: ZTargetOrderId,
    query: ZTargetOrderVersion,
    errors: ['target_order_changed_elsewhere', 'target_order_closed'],
  },
  {
    method: 'get',
    path: '/api/target-orders/fills/unseen/count',
    summary: 'The number of the account’s target-order fills nobody of the company has seen on the screen yet (menu badge): { count }.',
    access: 'buyer',
    errors: [],
  },
  {
    method: 'post',
    path: '/api/target-orders/fills/seen',
    summary:
      'The screen showed these fills, named by their orders (`orderIds`, at most 1000): they count as seen for every user of the account; ids of other accounts’ fills change nothing. 200 { count } of fills still unseen.',
    access: 'buyer',
    body: ZFillsSeen,
    errors: ['validation_failed'],
  },
  {
    method: 'get',
    path: '/api/target-orders/demand',
    summary:
      'The seller’s "Nachfrage": open target-order volume its relationships could fill, { demand: [{ productId, product, regionId, region, bandFrom, bandTo, volume, orders }] } per product, region (null: any terminal or several regions) and price band of 1.00 per 100L15 net (the buyers’ own limits). Counted: standing orders of buyers with this seller ENABLED and the product (and one of the order’s terminals) released, naming this seller or no seller. No buyer’s name or id.',
    access: 'seller (offer management)',
    errors: [],
  },
];
