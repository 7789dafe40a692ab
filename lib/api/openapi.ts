import { z, type ZodType } from 'zod';
import { ZBasketId, ZBasketItemId, ZCheckout, ZCreateBasket, ZUpdateBasketItem } from '@/lib/basket/schemas';
import { ZFavourite, ZFavouriteId, ZFavouriteUpdate } from '@/lib/favourites/schemas';
import { ZNewsId, ZNewsItem, ZNewsItemUpdate } from '@/lib/news/schemas';
import { ZOrderAction, ZOrderId } from '@/lib/orders/schemas';
import { ZRelationshipIdDoc, ZRequestRelationship, ZUpdateRelationship } from '@/lib/relationships/schemas';
import { SETTING_SCHEMAS, ZSettingParams } from '@/lib/settings/schemas';

interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  access: string;
  params?: ZodType;
  body?: ZodType;
  errors: string[];
  /** A creating call that reads the Idempotency-Key header (lib/api/idempotency.ts). */
  idempotent?: boolean;
}

/** The trading calls the specification leaves to the server; documented from the same zod schemas the handlers parse with. */
const OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/api/baskets',
    summary:
      'Put an offer in a new basket and reserve its current price for the brand’s reservation time. The item takes the seller’s agreed payment term unless one is chosen; an additive needs unitCount within the product’s range.',
    access: 'buyer',
    body: ZCreateBasket,
    errors: ['offer_no_longer_available', 'market_closed', 'market_window_unavailable', 'unit_count_out_of_range'],
    idempotent: true,
  },
  {
    method: 'post',
    path: '/api/baskets/{basketId}/checkout',
    summary: 'Order a basket in one transaction. The same idempotencyKey again returns the same answer and never a second order.',
    access: 'buyer',
    params: ZBasketId,
    body: ZCheckout,
    errors: [
      'reservation_expired',
      'offer_no_longer_available',
      'offer_no_longer_available_anonymous',
      'no_seller_relationship',
      'quantity_out_of_range',
      'volume_insufficient',
      'only_available_left',
      'payment_term_changed',
      'insufficient_credit_contact_seller',
      'insufficient_credit_contact_operator',
      'daily_purchase_limit_reached',
      'idempotency_key_reused',
      'basket_already_ordered',
    ],
  },
  {
    method: 'get',
    path: '/api/baskets/{basketId}',
    summary:
      'A basket of the caller’s account with each offer’s current limits, the seller’s agreed payment term (agreedPaymentTermId; withheld for an anonymous offer, which answers paymentTermAgreed instead), the reservation expiry and currentTime (404 for other accounts).',
    access: 'buyer',
    params: ZBasketId,
    errors: [],
  },
  {
    method: 'put',
    path: '/api/baskets/{basketId}/items/{itemId}',
    summary:
      'Change quantity, unit count, payment term, lifting period or delivery address of an item of an OPEN basket. Where the seller agreed a payment term, only that one is accepted.',
    access: 'buyer',
    params: ZBasketItemId,
    body: ZUpdateBasketItem,
    errors: ['unit_count_out_of_range', 'basket_already_ordered'],
  },
  {
    method: 'post',
    path: '/api/baskets/{basketId}/reprice',
    summary: 'Price the items again at the current window for this buyer and extend the reservation (after it expired).',
    access: 'buyer',
    params: ZBasketId,
    errors: ['offer_no_longer_available', 'market_window_unavailable', 'basket_already_ordered'],
  },
  {
    method: 'post',
    path: '/api/orders/{orderId}/actions',
    summary:
      'A seller moves its own order along INCOMPLETE → MANUAL → CONFIRMED → TRANSFERRED → COMPLETE, or declines it before TRANSFERRED; company admins and users with MyRelationships_View only.',
    access: 'seller',
    params: ZOrderId,
    body: ZOrderAction,
    errors: ['order_status_not_allowed', 'order_actions_not_allowed'],
  },
  { method: 'get', path: '/api/orders/incomplete/count', summary: 'The number of the seller’s INCOMPLETE orders (menu badge).', access: 'seller', errors: [] },
  {
    method: 'get',
    path: '/api/relationships/{accountType}',
    summary:
      'The caller’s relationships with the counterpart kind (buyer or seller; your own kind is 403). A buyer also gets every other seller of its platform as DISABLED with `_id` and `requestedAt` null. Credit limit, credit days, payment term, releases and `version` only for users with MyRelationships_View.',
    access: 'buyer, seller',
    params: z.object({ accountType: z.enum(['buyer', 'seller']) }),
    errors: [],
  },
  {
    method: 'post',
    path: '/api/relationships',
    summary:
      'A buyer (MyRelationships_View) requests a seller of its platform: 201 with the relationship NEW and its requested date; the seller’s admins and relationship managers are mailed the optional message. After a cancel or decline the same relationship becomes NEW again with the seller’s terms dropped; a pending or enabled one is 409 relationship_already_requested; an unknown or blocked seller 404 seller_not_found. Idempotency-Key honoured.',
    access: 'buyer',
    body: ZRequestRelationship,
    errors: [],
  },
  {
    method: 'delete',
    path: '/api/relationships/{id}',
    summary:
      'A buyer (MyRelationships_View) cancels its own relationship (DISABLED): the market hides the seller’s offers and checkout refuses them from the next request. Another company’s relationship is 404.',
    access: 'buyer',
    params: ZRelationshipIdDoc,
    errors: [],
  },
  {
    method: 'put',
    path: '/api/relationships/{id}',
    summary:
      'A seller (MyRelationships_View) answers a buyer (status ENABLED, IN_PROCESSING or DISABLED; a change mails the buyer with the optional message) and sets its terms: credit limit option and amount (required for MANUAL), credit days per product (7, 14, 21, 30 or 45), released terminals and products (all or lists, which replace the stored ones), additives, payment term. Fields not sent stay. `version` is the one loaded: a colleague’s save meanwhile is 409 relationship_edited_elsewhere with the current relationship in data.relationship. Another seller’s buyer is 404.',
    access: 'seller',
    params: ZRelationshipIdDoc,
    body: ZUpdateRelationship,
    errors: [],
  },
  {
    method: 'post',
    path: '/api/favourites',
    summary:
      'Save a favourite market of the caller (buyer): a name and the products, regions, terminals and sellers it narrows the market to; an empty list means all. 201 with it.',
    access: 'buyer',
    body: ZFavourite,
    errors: ['validation_failed', 'favourites_limit_reached'],
    idempotent: true,
  },
  {
    method: 'put',
    path: '/api/favourites/{id}',
    summary: 'Rename the caller’s favourite or change any of its lists; another user’s favourite is not found.',
    access: 'buyer',
    params: ZFavouriteId,
    body: ZFavouriteUpdate,
    errors: ['validation_failed', 'favourite_not_found'],
  },
  {
    method: 'delete',
    path: '/api/favourites/{id}',
    summary: 'Delete the caller’s favourite.',
    access: 'buyer',
    params: ZFavouriteId,
    errors: ['favourite_not_found'],
  },
  {
    method: 'get',
    path: '/api/news',
    summary: 'The last 10 news items the caller may read, newest first: a buyer those of the sellers it has an ENABLED relationship with, a seller its own.',
    access: 'user',
    errors: [],
  },
  {
    method: 'post',
    path: '/api/news',
    summary: 'A seller writes a news item (title, content); the server sets its date. 201 with it.',
    access: 'seller',
    body: ZNewsItem,
    errors: ['validation_failed'],
    idempotent: true,
  },
  {
    method: 'put',
    path: '/api/news/{id}',
    summary: 'The seller edits its own item’s title or content; the date stays.',
    access: 'seller',
    params: ZNewsId,
    body: ZNewsItemUpdate,
    errors: ['validation_failed', 'news_not_found'],
  },
  {
    method: 'delete',
    path: '/api/news/{id}',
    summary: 'The seller deletes its own item.',
    access: 'seller',
    params: ZNewsId,
    errors: ['news_not_found'],
  },
  {
    method: 'get',
    path: '/api/settings/{key}',
    summary:
      'A saved setting of the caller ({ key, value }): the ranking and product-volume filters, selectedMarket (0 fuel, 1 additives; default 0), selectedOrdersMarket (spot or additive; default spot), selectedBuyer, selectedAviat (ids or null), selectedDataType. Never saved: the default, null for most.',
    access: 'user',
    params: ZSettingParams,
    errors: [],
  },
  {
    method: 'put',
    path: '/api/settings/{key}',
    summary: 'Save a setting of the caller, checked against the shape of its key (see GET).',
    access: 'user',
    params: ZSettingParams,
    body: z.union(Object.values(SETTING_SCHEMAS)),
    errors: ['validation_failed'],
  },
];

/** The header every creating call reads (offers, pricing rules, delivery locations, price alerts, team users, baskets). */
const IDEMPOTENCY_KEY_HEADER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'A fresh key (e.g. a UUID) per user action. Sent again with the same body within 24 hours, the call creates nothing and answers the first answer again with the header `Idempotent-Replayed: true`; the same key with another body answers 422 request_key_reused. A malformed key answers 400 idempotency_key_invalid.',
  schema: { type: 'string', pattern: '^[\\x21-\\x7E]{1,255}$' },
};

const jsonSchema = (schema: ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

const PROBLEM = {
  type: 'object',
  required: ['code', 'message', 'requestId'],
  properties: {
    code: { type: 'string', enum: ['validation', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'trading', 'rate_limited', 'unavailable', 'internal'] },
    message: { type: 'string', description: 'message key, translated by the client' },
    data: { type: 'object', description: 'values the message shows, e.g. {available}, {sellerName}, {min}, {max}' },
    fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'field path → message key (400)' },
    requestId: { type: 'string' },
  },
};

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    const params = op.params ? (jsonSchema(op.params) as { properties?: Record<string, unknown> }) : undefined;
    paths[op.path] ??= {};
    paths[op.path][op.method] = {
      summary: op.summary,
      description: `Access: ${op.access}. Errors (422 message keys): ${op.errors.join(', ') || 'none'}.`,
      parameters: [
        ...Object.entries(params?.properties ?? {}).map(([name, schema]) => ({ name, in: 'path', required: true, schema })),
        ...(op.idempotent ? [IDEMPOTENCY_KEY_HEADER] : []),
      ],
      ...(op.body && { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.body) } } } }),
      responses: {
        '200': { description: 'OK' },
        ...Object.fromEntries(['400', '401', '403', '404', '409', '422', '429', '503'].map((s) => [s, { $ref: '#/components/responses/Problem' }])),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Fuel trading platform: trading calls', version: '1.0.0' },
    paths,
    components: {
      schemas: { Problem: PROBLEM },
      responses: { Problem: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Problem' } } } } },
    },
  };
}
