import { z } from 'zod';
import type { Operation } from './openapi-operation';
import { OPERATOR_OPERATIONS } from './openapi-operator';
import { SELLER_OPERATIONS } from './openapi-seller';
import { SHELL_OPERATIONS } from './openapi-shell';
import { TARGET_ORDER_OPERATIONS } from './openapi-target-orders';
import { ZAdditiveOffer, ZAdditiveOfferId, ZAdditiveOffersQuery, ZAdditiveOfferUpdate, ZAdditiveStatus } from '@/lib/additives/schemas';
import { ZBarrelReturn, ZBarrelReturnId, ZBarrelReturnUpdate } from '@/lib/barrel-returns/schemas';
import { ZTriggerContract, ZTriggerContractId, ZTriggerContractUpdate, ZTriggerOrder, ZTriggerOrderId, ZTriggerOrdersQuery } from '@/lib/triggers/schemas';
import { ZBasketId, ZBasketItemId, ZCheckout, ZCreateBasket, ZUpdateBasketItem } from '@/lib/basket/schemas';
import { ZFavourite, ZFavouriteId, ZFavouriteUpdate } from '@/lib/favourites/schemas';
import { ZApiTokenParams, ZCreateApiToken, ZCreditLimitsByApi } from '@/lib/integrations/schemas';
import { ZMarketOffersQuery } from '@/lib/market/schemas';
import { ZNewsDeskQuery, ZNewsId, ZNewsItem, ZNewsItemUpdate } from '@/lib/news/schemas';
import { ZOrderAction, ZOrderId } from '@/lib/orders/schemas';
import {
  ZCreateOperatorAccount,
  ZOperatorAccountParams,
  ZOperatorAccountsQuery,
  ZOperatorAuditQuery,
  ZOperatorUserParams,
  ZUpdateOperatorAccount,
  ZUpdateOperatorUser,
} from '@/lib/operator/schemas';
import { ZRelationshipIdDoc, ZRelationshipKindDoc, ZRelationshipListQuery, ZRequestRelationship, ZUpdateRelationship } from '@/lib/relationships/schemas';
import { SETTING_SCHEMAS, ZSettingParams } from '@/lib/settings/schemas';
import { ZUpdateUser, ZUserIdParams } from '@/lib/users/schemas';
import { ZUploadForm, ZUploadIdDoc, ZUploadKindDoc } from '@/lib/uploads/schemas';

/** The trading calls the specification leaves to the server; documented from the same zod schemas the handlers parse with. */
/** What putting an offer in a basket can refuse, a new basket or another item alike. */
const PUT_IN_BASKET_ERRORS = [
  'purchasing_disabled',
  'offer_no_longer_available',
  'market_closed',
  'market_window_unavailable',
  'unit_count_out_of_range',
  'only_units_left',
  'daily_purchase_limit_reached',
  'insufficient_credit_contact_operator',
];

const OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/triggers/contracts',
    summary:
      'Trigger contracts (design 7; first brand, sellers with the triggers feature): a buyer’s with the live trigger price of each product at the current window (`windowId`), the volume and today’s triggers left, and whether it may trigger now: blockedBy names the refusal a trigger would get and blockedData its data, decided by the trigger’s own rules on the same facts (trading not permitted with its reason: no_purchase_right of the buyer user, not_released, purchasing_disabled, link_interrupted, seller_blocked, market_limited; outside trigger times, no lifting period lying within the contract month today (as the checkout offers only those), daily count used up, less than the order minimum left); a seller’s with what was triggered and how many orders wait for it.',
    access: 'buyer, seller',
    errors: [],
  },
  {
    method: 'post',
    path: '/api/triggers/contracts',
    summary:
      'A seller writes a contract for a buyer it has ENABLED: one product, or a mogas bundle of petrol products whose split adds up to 100. The premium is in EUR/100L15 for middle distillates, in EUR/CUBIC_METRE or USD/METRIC_TONNE (with conversionFactor, t per cbm) for petrol; another unit is 400 with fields.premiumUnit = premium_unit_for_product.',
    access: 'seller',
    body: ZTriggerContract,
    errors: ['trigger_seller_required'],
    idempotent: true,
  },
  {
    method: 'put',
    path: '/api/triggers/contracts/{id}',
    summary:
      'The seller changes a contract it wrote with the body of POST (a conversionFactor left out is cleared) and the `version` it started from; another edit since is 409 contract_edited_elsewhere with the current version, another buyerAccountId 400 buyer_unchangeable. Triggers placed keep their price and volume.',
    access: 'seller',
    params: ZTriggerContractId,
    body: ZTriggerContractUpdate,
    errors: ['trigger_seller_required', 'contract_edited_elsewhere'],
  },
  {
    method: 'post',
    path: '/api/triggers/orders',
    summary:
      'A buyer triggers part of a contract at the trigger prices it saw, of the market window it saw (`prices` and `windowId` from GET /api/triggers/contracts; the screen always sends both). A mogas bundle sends its total as one item of one of its products, split by the contract, and its pickupStart (within the lifting period). Under row locks on the relationship and the contract (its terms read under the lock) the refusals of trading-domain 8 are checked in this order: trading not permitted (`data.reason`; a buyer user without the purchase right gets it as a 403 before any lock), outside trigger times, minimum 1 cbm per product, volume outside the order range, lifting period not wholly within the contract month, daily count, monthly volume. Every other refusal is the generic trigger_failed with `data.cause` naming it, its status kept (503 with Retry-After for a lock wait or no market window, 409 for a reused idempotency key, 404 for another buyer’s contract, 500 for a fault); only a malformed body (400 with its fields) and a missing session (401) answer as everywhere. When another window prices now, or a product’s price is not the one sent (the seller changed the premium or a price rule meanwhile), the answer is 409 trigger_price_changed with `{windowId, prices: [{productId, price}]}` and nothing is written; without windowId and prices the current price is fixed. After the rules, the order meets the limits a spot order meets, with the basket’s refusals: the seller’s credit limit (insufficient_credit_contact_seller; _operator for a shareholder), a shareholder’s daily purchase limit per product (daily_purchase_limit_reached with `{product, limit}`) and its credit limit (insufficient_credit_contact_operator). The answer names the order, the prices fixed with their breakdown, its invoice as a spot order’s (net, vat, gross, currency; each item its own), and the lifting period with the days it fixed (liftingStart, liftingEnd). The same idempotencyKey again gives the same answer and one order. The seller is mailed.',
    access: 'buyer',
    body: ZTriggerOrder,
    errors: [
      'trigger_price_changed',
      'trigger_trading_not_permitted',
      'trigger_outside_times',
      'trigger_minimum_per_product',
      'trigger_volume_out_of_range',
      'trigger_invalid_lifting_period',
      'trigger_daily_limit_reached',
      'trigger_monthly_volume_used_up',
      'insufficient_credit_contact_seller',
      'insufficient_credit_contact_operator',
      'daily_purchase_limit_reached',
      'trigger_failed',
    ],
  },
  {
    method: 'get',
    path: '/api/triggers/orders',
    summary:
      'The caller’s trigger orders (buyer, or the contracts’ seller) with the order-history parameters that apply (order number, created range, contract terminal, counterparty, volume range, product, status), sorted and paged like spot orders, with the filterOptions over all of them (order numbers, products, terminals, buyers, sellers, statuses, created dates, volumes). Each order carries its lifting period, the collection window it fixed when triggered (liftingStart, liftingEnd: the period’s first and last day counted from that day), a bundle’s pickupStart and its invoice { net, vat, gross, currency }.',
    access: 'buyer, seller',
    query: ZTriggerOrdersQuery,
    errors: [],
  },
  {
    method: 'post',
    path: '/api/triggers/orders/{id}/confirm',
    summary:
      'The seller confirms a PENDING trigger order; it cannot be undone, and a decided order is 409 trigger_already_decided. Company admins and users with MyRelationships_View only (403 order_actions_not_allowed). The buyer is mailed.',
    access: 'seller',
    params: ZTriggerOrderId,
    errors: ['trigger_already_decided', 'order_actions_not_allowed'],
  },
  {
    method: 'post',
    path: '/api/triggers/orders/{id}/cancel',
    summary:
      'The seller cancels a PENDING trigger order; its volume counts for the buyer again. A decided order is 409. Company admins and users with MyRelationships_View only (403). The buyer is mailed.',
    access: 'seller',
    params: ZTriggerOrderId,
    errors: ['trigger_already_decided', 'order_actions_not_allowed'],
  },
  {
    method: 'get',
    path: '/api/barrel-returns',
    summary: 'Empty-container returns: a buyer’s last 5 requests, newest first; a seller’s open requests, oldest first, then the last 5 it marked collected.',
    access: 'buyer, seller',
    errors: [],
  },
  {
    method: 'get',
    path: '/api/barrel-returns/options',
    summary:
      'What a buyer’s request to collect empties may name: sellers [{ id, name }] it has an ENABLED relationship with additives enabled with, the additive products [{ id, name }], and containers [{ sellerAccountId, productId, purchaseUnit }] of those sellers’ additive offers ("Fass (200 l)").',
    access: 'buyer',
    errors: [],
  },
  {
    method: 'post',
    path: '/api/barrel-returns',
    summary:
      'A buyer asks a seller it has an ENABLED relationship with additives enabled with to collect empty containers of an additive product (count whole and positive), the container named as the options name it ("Fass (200 l)", else fields.purchaseUnit = unit_label_required); the seller’s relationship managers are mailed.',
    access: 'buyer',
    body: ZBarrelReturn,
    errors: [],
    idempotent: true,
  },
  {
    method: 'put',
    path: '/api/barrel-returns/{id}',
    summary: 'The seller marks one of its open requests collected; a second time is 409 barrel_return_already_collected, another seller’s request 404.',
    access: 'seller',
    params: ZBarrelReturnId,
    body: ZBarrelReturnUpdate,
    errors: ['barrel_return_already_collected'],
  },
  {
    method: 'get',
    path: '/api/v2/offers',
    summary:
      'The fuel market (platform-shell 3); the query, which the specification leaves open, narrows and sorts it: by product, terminal, region, delivery address or favourite market, and by any column of the market (sortBy: orderRange by the order minimum, then maximum; availability by the end of the offer period; volume by what is left), else by product category and price. `ids` (at most 200, comma separated) answers only those of the offers the other parameters leave, in the same shape: what a screen asks after the market stream named changed offers (GET /api/market/stream); a named offer not in the answer is no longer in the buyer’s market. An unknown favourite or delivery address is 404.',
    access: 'buyer',
    query: ZMarketOffersQuery,
    errors: ['favourite_not_found', 'delivery_address_not_found'],
  },
  {
    method: 'get',
    path: '/api/market/stream',
    summary:
      'Server-Sent Events for the caller’s screens (docs/market-stream.md): a buyer’s with the market’s access rules, a seller’s with its orders’ (only `orders` and `ended` events). It stays open; a comment line every 15 s keeps it alive, the first message carries the retry hint and the id to resume from, and the server ends it after about 15 minutes (the browser reconnects and resumes). Events: `window` { id, expires, isClone } when a market window is issued (load the window and the market again; the window already on screen means the stream could not resume, so load the market whole), `offers` { ids } when offers of a seller the caller’s account trades with changed price, volume or status, a settlement priced them or their seller was blocked (ask GET /api/v2/offers?ids= for them), `market` {} when what the buyer may see changed (load the market whole), `orders` { ids } when orders of the caller’s account are new or changed status (ids empty: could not resume, load the orders again), `fill` { targetOrderId, orderId } when a target order of the buyer filled, `ended` {} when the caller was blocked or its account was (the stream then closes; sign out).',
    access: 'buyer, seller',
    errors: [],
    eventStream:
      'text/event-stream: events `window`, `offers`, `market`, `orders`, `fill` and `ended`, each with an id (send it back as Last-Event-ID), and comment lines',
  },
  {
    method: 'get',
    path: '/api/v2/offers/additives',
    summary:
      'Additive offers (platform-shell 7): a seller’s own but the removed ones; for a buyer those it may buy now (ACTIVE, in their availability, at least the smallest order in stock, of a seller with the account feature productAdditives, relationship ENABLED with additives enabled, offered to all buyers or to it; none where the brand has no additives marketplace). Answers offers [{ _id, status_type_id, enabled, offer }], filterOptions { products, purchaseUnits, buyers (seller) } and metadata { pageCount, pageLimit, pageNumber, total }; availability is the containers in stock.',
    access: 'buyer, seller',
    query: ZAdditiveOffersQuery,
    errors: [],
  },
  {
    method: 'post',
    path: '/api/offer/additive',
    summary:
      'A new additive offer of an additive seller (account feature productAdditives), or a clone: the same body with status_type_id PAUSED. Answers { offerId, status_type_id }. Field refusals name the field: a stock below 1 (a sold-out offer cloned as it is) is fields.unitStock = whole_units, a buyer without additives enabled fields.buyerIds = buyer_additives_not_enabled; the screen then opens the clone as a copy to complete.',
    access: 'seller',
    body: ZAdditiveOffer,
    errors: ['additive_seller_required'],
    idempotent: true,
  },
  {
    method: 'put',
    path: '/api/offer/additive/{offerId}',
    summary:
      'Changes one of the caller’s additive offers with the body of POST /api/offer/additive and the `version` it was loaded at (its status stays; the answer names the stored one); the stock given is the stock left. A colleague’s save or a sale of containers meanwhile makes a new version: 409 offer_edited_elsewhere with the current offer in data.offer. A new product, terminal, container or price voids baskets reserved before. Another seller’s, a fuel or a removed offer is 404.',
    access: 'seller',
    params: ZAdditiveOfferId,
    body: ZAdditiveOfferUpdate,
    errors: ['additive_seller_required', 'offer_not_found', 'offer_edited_elsewhere'],
  },
  {
    method: 'put',
    path: '/api/offer/additive/edit',
    summary:
      'ACTIVE and PAUSED toggle one of the caller’s additive offers; REMOVED deletes it (gone from every list, kept for its orders). Another seller’s offer is 404.',
    access: 'seller',
    body: ZAdditiveStatus,
    errors: ['offer_not_found'],
  },
  {
    method: 'post',
    path: '/api/baskets',
    summary:
      'Put an offer in a new basket and reserve its current price for the brand’s reservation time. The item takes the seller’s agreed payment term, the offer’s lifting period and, when the buyer’s company has only one, its delivery address, unless others are chosen. An additive is sold by the container only: its offer needs unitCount within the offer’s order range and stock (the quantity then is their cbm); a fuel takes no unitCount. A shareholder’s purchase limit per product (with what it bought today) and its credit limit (with its open orders) refuse the item as checkout would (422 daily_purchase_limit_reached with data { product, limit }, insufficient_credit_contact_operator).',
    access: 'buyer',
    body: ZCreateBasket,
    errors: PUT_IN_BASKET_ERRORS,
    idempotent: true,
  },
  {
    method: 'post',
    path: '/api/baskets/{basketId}/checkout',
    summary:
      'Order a basket in one transaction. The same idempotencyKey again returns the same answer and never a second order. A price reserved before the operator changed the buyer’s shareholder price adjustment is stale: reservation_expired, as after the reservation time (reprice for a new price). An item that passes every trading rule but lacks a delivery address, a payment term, or the lifting period of an offer sold by lifting period is 400 validation_failed with `fields` naming each (delivery_address_required, payment_term_required, lifting_period_required). An additive offer is checked again by the additives list’s rule: one whose seller lost the productAdditives feature, or that is no longer for this buyer, is offer_no_longer_available.',
    access: 'buyer',
    params: ZBasketId,
    body: ZCheckout,
    errors: [
      'purchasing_disabled',
      'reservation_expired',
      'offer_no_longer_available',
      'offer_no_longer_available_anonymous',
      'no_seller_relationship',
      'quantity_out_of_range',
      'volume_insufficient',
      'only_available_left',
      'only_units_left',
      'payment_term_changed',
      'insufficient_credit_contact_seller',
      'insufficient_credit_contact_operator',
      'daily_purchase_limit_reached',
      'idempotency_key_reused',
      'basket_already_ordered',
      'basket_empty',
    ],
  },
  {
    method: 'get',
    path: '/api/baskets/{basketId}',
    summary:
      'A basket of the caller’s account with each offer’s current limits, the seller’s agreed payment term (agreedPaymentTermId; withheld for an anonymous offer, which answers paymentTermAgreed instead), the collection days the order will get and keeps (collectionRange: the offer’s own, or its lifting period’s counted from today in the brand’s zone; for a shareholder with a collection-period cut, as cut), the reservation expiry and currentTime (404 for other accounts).',
    access: 'buyer',
    params: ZBasketId,
    errors: [],
  },
  {
    method: 'put',
    path: '/api/baskets/{basketId}/items/{itemId}',
    summary:
      'Change quantity, unit count, payment term, lifting period or delivery address of an item of an OPEN basket. Where the seller agreed a payment term, only that one is accepted. A new quantity meets a shareholder’s purchase and credit limits at the reserved price, as at reservation.',
    access: 'buyer',
    params: ZBasketItemId,
    body: ZUpdateBasketItem,
    errors: ['unit_count_out_of_range', 'basket_already_ordered', 'daily_purchase_limit_reached', 'insufficient_credit_contact_operator'],
  },
  {
    method: 'post',
    path: '/api/baskets/{basketId}/items',
    summary:
      'Put another offer, of any seller, in an OPEN basket of the caller, with the body and checks of POST /api/baskets. Its price is reserved now and holds until the basket’s reservation (expiresAt, unchanged) runs out; reprice renews every item’s. At most 20 items (409 basket_full with data { max }). One checkout then places every item or none, each seller’s credit, each offer’s volume and each product’s daily limit counted over the whole basket.',
    access: 'buyer',
    params: ZBasketId,
    body: ZCreateBasket,
    errors: [...PUT_IN_BASKET_ERRORS, 'basket_already_ordered', 'basket_full'],
    idempotent: true,
  },
  {
    method: 'delete',
    path: '/api/baskets/{basketId}/items/{itemId}',
    summary: 'Take an item out of an OPEN basket of the caller (404 for an unknown item). A basket without items is refused at checkout (409 basket_empty).',
    access: 'buyer',
    params: ZBasketItemId,
    errors: ['basket_already_ordered'],
  },
  {
    method: 'post',
    path: '/api/baskets/{basketId}/reprice',
    summary: 'Price the items again at the current window for this buyer and extend the reservation (after it expired).',
    access: 'buyer',
    params: ZBasketId,
    errors: [
      'purchasing_disabled',
      'offer_no_longer_available',
      'market_window_unavailable',
      'basket_already_ordered',
      'daily_purchase_limit_reached',
      'insufficient_credit_contact_operator',
    ],
  },
  {
    method: 'get',
    path: '/api/orders/{orderId}',
    summary:
      'Every field of one order (trading-domain 3) with its status history (from, to, when, who, note), to the order’s buyer and seller accounts only; to anyone else 404 as an unknown order.',
    access: 'buyer, seller',
    params: ZOrderId,
    errors: [],
  },
  {
    method: 'post',
    path: '/api/orders/{orderId}/actions',
    summary:
      'A seller moves its own order along INCOMPLETE → MANUAL → CONFIRMED → TRANSFERRED → COMPLETE, or declines it before TRANSFERRED with a reason in `note` (required), which the buyer user who ordered receives by e-mail; company admins and users with MyRelationships_View only.',
    access: 'seller',
    params: ZOrderId,
    body: ZOrderAction,
    errors: ['order_status_not_allowed', 'order_actions_not_allowed'],
  },
  { method: 'get', path: '/api/orders/incomplete/count', summary: 'The number of the seller’s INCOMPLETE orders (menu badge).', access: 'seller', errors: [] },
  {
    method: 'get',
    path: '/api/relationships/{ref}',
    summary:
      'The caller’s relationships with the counterpart kind `ref` (buyer or seller; your own kind is 403), newest request first; `status` narrows them to one status. A buyer also gets every other seller of its platform as DISABLED with `_id` and `requestedAt` null. Credit limit (`creditLimitOption`, `creditLimit`, and `creditLimitSource`: MANUAL, API or CSV, who set the amount; another than the option’s own is an interim amount kept after a switch), credit days, payment term, releases and `version` only for users with MyRelationships_View, and to them `creditUsed`: the open exposure checkout counts against the credit limit (orders not cancelled within each product’s credit days, 30 without), null where there is no limit; who did what when since the last request: `requestMessage` (the buyer’s), `decision` { at, by (the user’s name), message (the seller’s) } of the last status change, null before one, and `disabledBy` (BUYER after its cancel, SELLER after a decline, else null).',
    access: 'buyer, seller',
    params: ZRelationshipKindDoc,
    query: ZRelationshipListQuery,
    errors: ['relationship_side_mismatch', 'invalid_value'],
  },
  {
    method: 'post',
    path: '/api/relationships',
    summary:
      'A buyer (MyRelationships_View) requests a seller of its platform: 201 with the relationship NEW and its requested date; the seller’s admins and relationship managers are mailed the optional message. After a cancel or decline the same relationship becomes NEW again with the seller’s terms and decision dropped and the new message as `requestMessage`; a pending or enabled one is 409 relationship_already_requested; an unknown or blocked seller 404 seller_not_found. Audited as relationship_requested with before and after.',
    access: 'buyer',
    body: ZRequestRelationship,
    errors: ['seller_required', 'seller_not_found', 'relationship_already_requested'],
    idempotent: true,
    created: true,
  },
  {
    method: 'delete',
    path: '/api/relationships/{ref}',
    summary:
      'A buyer (MyRelationships_View) cancels its own relationship `ref` (DISABLED, `disabledBy` BUYER, the seller’s terms dropped; the seller cannot enable it again until the buyer requests anew): the market hides the seller’s offers and checkout refuses them from the next request; the seller’s relationship managers are mailed. Another company’s relationship is 404. Audited as relationship_cancelled with before and after.',
    access: 'buyer',
    params: ZRelationshipIdDoc,
    errors: ['relationship_not_found'],
  },
  {
    method: 'put',
    path: '/api/relationships/{ref}',
    summary:
      'A seller (MyRelationships_View) answers a buyer of relationship `ref` (status ENABLED, IN_PROCESSING or DISABLED; a change is kept as `decision` and mails the buyer what to do next, with the optional message; ENABLED or IN_PROCESSING of a relationship the buyer cancelled is 409 relationship_cancelled_by_buyer, and so is any term sent for it, which the buyer’s next request would drop) and sets its terms: credit limit option and amount (required for MANUAL; NONE clears it; switching to API or CSV keeps the amount in force until the API or an upload sends one, `creditLimitSource` saying who set it; an amount sent is a manual one), credit days per product (7, 14, 21, 30 or 45), released terminals and products (all or lists, which replace the stored ones), additives, payment term; new terms of an ENABLED relationship are mailed to the buyer and count from its next checkout. Fields not sent stay. `version` is the one loaded: a colleague’s save meanwhile is 409 relationship_edited_elsewhere with the current relationship in data.relationship. Another seller’s buyer is 404. Audited as relationship_updated with before and after.',
    access: 'seller',
    params: ZRelationshipIdDoc,
    body: ZUpdateRelationship,
    errors: [
      'relationship_not_found',
      'relationship_edited_elsewhere',
      'relationship_cancelled_by_buyer',
      'version_required',
      'credit_limit_required',
      'invalid_number',
      'credit_days_options',
      'credit_days_required',
      'product_required',
      'terminal_required',
      'payment_term_unknown',
      'invalid_value',
    ],
  },
  {
    method: 'get',
    path: '/api/favourites',
    summary:
      'The caller’s favourite markets (buyer), oldest first, as { config: [{ _id, name, products, regions, terminals, sellers }] }; an empty list means all.',
    access: 'buyer',
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
    created: true,
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
    method: 'get',
    path: '/api/news/desk',
    summary:
      'The seller’s news desk: every item it wrote, newest first, 20 a page (`page`, from 1), so items older than the news box’s last 10 can still be edited and deleted. Answers { items, total, page, pageSize }.',
    access: 'seller',
    query: ZNewsDeskQuery,
    errors: ['validation_failed'],
  },
  {
    method: 'post',
    path: '/api/news',
    summary: 'A seller writes a news item (title, content); the server sets its date. 201 with it.',
    access: 'seller',
    body: ZNewsItem,
    errors: ['validation_failed'],
    idempotent: true,
    created: true,
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
    path: '/api/operator/accounts',
    summary:
      'The company accounts of the operator’s platform, 50 a page: `query` finds each of its words (case-insensitive, partial) in the company name or in a user’s first name, last name or e-mail, `type` is BUYER, SELLER, SHAREHOLDER (a child account under a parent) or OPERATOR, `status` ACTIVE, BLOCKED or NOT_RELEASED (a buyer or seller not released for trading). Answers { accounts, total, page, pageSize }.',
    access: 'operator',
    query: ZOperatorAccountsQuery,
    errors: [],
  },
  {
    method: 'post',
    path: '/api/operator/accounts',
    summary:
      'Create a buyer, seller or shareholder child account (`parentId`: a buyer of the platform) with its address, its first admin user (`admin`) and up to 9 more (`additionalAdmins`), each mailed a welcome link to set a password (valid 7 days, once). `releasedForTrading`: a buyer buys, a seller’s offers reach the market, only once released. 201 { account, adminUserId, adminUserIds }. An address in use is 400 with fields["admin.email"] (or fields["additionalAdmins.N.email"]) = email_in_use. Audited as operator_account_created. Idempotency-Key honoured.',
    access: 'operator',
    body: ZCreateOperatorAccount,
    errors: [],
    idempotent: true,
    created: true,
  },
  {
    method: 'get',
    path: '/api/operator/accounts/{id}',
    summary:
      'One account of the platform with its `version` and, for a shareholder, its terms (price adjustment, credit limit and days, collection-period cut, terminals, purchase limits per product). Another platform’s account is 404.',
    access: 'operator',
    params: ZOperatorAccountParams,
    errors: [],
  },
  {
    method: 'put',
    path: '/api/operator/accounts/{id}',
    summary:
      'Change company data (name and address; postCode and country together), block or unblock (a block ends every session of its users at their next request, refuses their logins and takes a seller’s offers off every market at once), release for trading, set a shareholder’s terms (`shareholderTerms` replaces them all; for other accounts 400 not_a_shareholder), and a seller’s account features (`features`: globalRulesMaster, triggers, productAdditives, newsBox, each only where the brand offers it, else fields.features = feature_not_in_brand; they replace the offered ones the seller has, others stay; for other accounts not_a_seller). A new or former pool master (globalRulesMaster) changes the market’s prices at once. `version` is the one loaded: a save meanwhile is 409 account_edited_elsewhere with the current account in data.account. The operator’s own account cannot be blocked (409 own_account_not_blockable). Audited as operator_account_updated with before and after.',
    access: 'operator',
    params: ZOperatorAccountParams,
    body: ZUpdateOperatorAccount,
    errors: [],
  },
  {
    method: 'get',
    path: '/api/operator/accounts/{id}/users',
    summary: 'The users of one account (deleted users left out) with blocked and locked.',
    access: 'operator',
    params: ZOperatorAccountParams,
    errors: [],
  },
  {
    method: 'put',
    path: '/api/operator/users/{id}',
    summary:
      'Block or unblock a user (a block ends its sessions at the next request; it is the operator’s own, shown as blockedByOperator, and no company admin can lift it; an unblock lifts any block), unlock its login (`locked: false`: every login lock of its address ends at once and its failed attempts are forgotten; `locked` in the answer says a lock is in force from some client address). The operator cannot block itself (409 own_user_not_blockable). Audited as operator_user_updated.',
    access: 'operator',
    params: ZOperatorUserParams,
    body: ZUpdateOperatorUser,
    errors: [],
  },
  {
    method: 'post',
    path: '/api/operator/users/{id}/welcome',
    summary:
      'Mail a new welcome link (valid 7 days, once) to a user who has not set a password yet; its older links stop working. 409 password_already_set once it has one. Audited as operator_welcome_resent. The users list shows passwordSet.',
    access: 'operator',
    params: ZOperatorUserParams,
    errors: ['password_already_set'],
  },
  {
    method: 'delete',
    path: '/api/operator/users/{id}',
    summary:
      'Delete a user: its orders stay and keep its name; e-mail, contact data, roles, keys and settings go and it can never log in again. Not oneself (409 own_user_not_deletable). Audited as operator_user_deleted.',
    access: 'operator',
    params: ZOperatorUserParams,
    errors: [],
  },
  {
    method: 'get',
    path: '/api/operator/audit',
    summary:
      'The audit log newest first, 50 a page: with `accountId`, everything recorded about that account (operator actions with who, when, before and after, its users’ logins and changes); with `userId`, what that user did and what was done to it (detail.targetUserId); without either, the operator actions of the platform. `event` narrows to one event, `from` and `to` (YYYY-MM-DD, the brand’s days, both included) to days. Each entry: { id, at, event, userId, userName, accountId, accountName (its current name), ip, detail }; `names` gives the current names of the users, accounts, products, terminals and regions the page names by id ({ users: { id: name }, ... }).',
    access: 'operator',
    query: ZOperatorAuditQuery,
    errors: [],
  },
  {
    method: 'get',
    path: '/api/settings/{key}',
    summary:
      'A saved setting of the caller ({ key, value }): the ranking and product-volume filters, selectedMarket (0 fuel, 1 additives; default 0), selectedOrdersMarket (spot or additive; default spot), selectedBuyer, selectedAviat (ids or null), selectedDataType. Never saved: the default, null for most. No screen reads selectedBuyer or selectedDataType: the specification lists them but names no screen that chooses them; they are kept for clients.',
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
  {
    method: 'get',
    path: '/api/uploads/templates/{kind}',
    summary:
      'The CSV template of a kind (offers or credit-limits) as text/csv: UTF-8 with byte-order mark, `;` separated, decimal comma, dates DD.MM.YYYY HH:MM in the brand’s zone, filled with the seller’s current offers (German headings: Angebots-ID, Löschen, Produkt, Terminal, Gesamtmenge (cbm), Mindestmenge (cbm), Höchstmenge (cbm), Preisart, Festpreis (je 100L15), ICE-Monat, Wechselkurs, Aufschlag (je 100L15), Gültig ab, Gültig bis, Täglich ab, Täglich bis, Abholzeitraum, Abholung ab, Abholung bis; product, terminal and lifting period by name; a legend in lines starting with #) or buyers (buyerAccountId, buyerName, creditLimit).',
    access: 'seller (offer management); credit-limits also admin or MyRelationships_View',
    params: ZUploadKindDoc,
    errors: [],
  },
  {
    method: 'post',
    path: '/api/uploads/{kind}/preview',
    summary:
      'Reads a CSV file (multipart field `file`; UTF-8 or Windows-1252, `;` or `,`, decimal comma or point; at most 1 MB and 5,000 rows) and stores it as an upload: 200 with upload (id, fileName, size, errorCount), counts (created, updated, deleted, unchanged) and rows, each { line, action: create | update | delete | unchanged, key (offer id or buyer account id), values, errors: [{ field, key }] }. Offers: an empty offerId creates, an own offerId updates (columns the template lacks are kept; a row that writes what the offer holds is unchanged and apply leaves that offer and its version alone), a marked `delete` removes. Credit limits: an amount sets option CSV, an empty cell removes the limit. A file that cannot be read as the template is refused as a whole with message upload_refused and data { fileName, errors: [{ line?, key, data? }], hint: upload_use_template }: 400 for not CSV (upload_not_csv), a wrong header (upload_wrong_header with data.missing and data.unknown), no rows (upload_empty), over 5,000 rows (upload_too_many_rows), no file (upload_file_missing); 413 for a file over 1 MB (upload_too_large), which is this same refusal and not the bare body limit of JSON calls.',
    access: 'seller (offer management); credit-limits also admin or MyRelationships_View',
    params: ZUploadKindDoc,
    multipart: ZUploadForm,
    errors: ['upload_refused'],
  },
  {
    method: 'post',
    path: '/api/uploads/{uploadId}/apply',
    summary:
      'Writes every row of the caller’s own previewed upload in one transaction, or none: 200 with the history entry (created, updated, deleted counts, appliedAt). Offers are locked as checkout locks them and checked again: an offer edited (offer_edited_elsewhere), removed (offer_not_found) or sold beyond its new total (volume_below_sold) since the preview refuses the whole upload (409 upload_refused with the lines in data.errors); so does a credit-limit row whose relationship was edited since the preview (by hand, by API or by another file: credit_limit_edited_elsewhere), the rows the preview found unchanged included. An upload with row errors is 422 upload_refused; applied before, 409 upload_already_applied; another company’s upload is 404 upload_not_found.',
    access: 'seller (offer management); credit-limits also admin or MyRelationships_View',
    params: ZUploadIdDoc,
    errors: ['upload_refused'],
  },
  {
    method: 'get',
    path: '/api/uploads',
    summary: 'The company’s applied uploads, newest first (at most 100): fileName, size, appliedAt, userName, created, updated, deleted.',
    access: 'seller (offer management); credit-limits also admin or MyRelationships_View',
    errors: [],
  },
  {
    method: 'get',
    path: '/api/integrations/tokens',
    summary: 'The seller company’s API tokens (name, createdAt, lastUsedAt, revokedAt), never their value.',
    access: 'seller, company admin',
    errors: [],
  },
  {
    method: 'post',
    path: '/api/integrations/tokens',
    summary: 'A new API token for the credit-limit call: the token is in this answer only; the server keeps its SHA-256.',
    access: 'seller, company admin',
    body: ZCreateApiToken,
    errors: [],
  },
  {
    method: 'delete',
    path: '/api/integrations/tokens/{id}',
    summary: 'Revokes a token of the caller’s company: from its next call it answers 401 api_token_revoked. Another company’s token is 404.',
    access: 'seller, company admin',
    params: ZApiTokenParams,
    errors: [],
  },
  {
    method: 'put',
    path: '/api/integrations/credit-limits',
    summary:
      'The seller’s own system sets credit limits of its buyers (option API; creditLimit null removes the limit, option NONE), all in one transaction. No session: `Authorization: Bearer <token>`. A missing, unknown or revoked token is 401 (api_token_invalid, api_token_revoked); a blocked seller’s 403; a buyer not the token’s seller’s refuses all with 403 buyer_not_yours and the ids in data.buyerAccountIds. 200 { updated }.',
    access: 'seller API token',
    body: ZCreditLimitsByApi,
    bearer: true,
    errors: [],
  },
  {
    method: 'put',
    path: '/api/user/{id}',
    summary:
      'Saves a user (platform-shell 5); only the filled-in fields count. A company admin blocks (statusId 200) or unblocks (100) a team member; other status values are 400. A user the operator blocked is the operator’s to unblock: a status change by the company is 403 user_blocked_by_operator. A deleted user is 404.',
    access: 'user; statusId, isAdmin and purchaseStatus company admin',
    params: ZUserIdParams,
    body: ZUpdateUser,
    errors: ['validation_failed', 'user_blocked_by_operator', 'purchase_rights_need_release'],
  },
  {
    method: 'delete',
    path: '/api/user/{id}',
    summary:
      'A company admin removes a member of its own team (after the screen’s confirmation): the user can never log in again, its past orders keep its name, its e-mail, contact data, roles and settings go. Not oneself (409 own_user_not_deletable); another company’s user is 404 user_not_found; not an admin 403 admin_required. Audited as user_deleted.',
    access: 'company admin',
    params: ZUserIdParams,
    errors: ['admin_required', 'own_user_not_deletable', 'user_not_found'],
  },
];

/** The header every creating call reads (offers, pricing rules, delivery locations, price alerts, team users, baskets). */
const LAST_EVENT_ID_HEADER = {
  name: 'Last-Event-ID',
  in: 'header',
  required: false,
  description: 'The id of the last event received, which a browser’s EventSource sends itself when it reconnects: the stream resumes after it.',
  schema: { type: 'string' },
};

const IDEMPOTENCY_KEY_HEADER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'A fresh key (e.g. a UUID) per user action. Sent again with the same body within 24 hours, the call creates nothing and answers the first answer again with the header `Idempotent-Replayed: true`; the same key with another body answers 422 request_key_reused. A malformed key answers 400 idempotency_key_invalid.',
  schema: { type: 'string', pattern: '^[\\x21-\\x7E]{1,255}$' },
};

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

const PROBLEM = {
  type: 'object',
  required: ['code', 'message', 'requestId'],
  properties: {
    code: {
      type: 'string',
      enum: ['validation', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'trading', 'too_large', 'rate_limited', 'unavailable', 'internal'],
    },
    message: { type: 'string', description: 'message key, translated by the client' },
    data: { type: 'object', description: 'values the message shows, e.g. {available}, {sellerName}, {min}, {max}' },
    fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'field path → message key (400)' },
    requestId: { type: 'string' },
  },
};

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of [...OPERATIONS, ...SHELL_OPERATIONS, ...SELLER_OPERATIONS, ...OPERATOR_OPERATIONS, ...TARGET_ORDER_OPERATIONS]) {
    const params = op.params ? (jsonSchema(op.params) as { properties?: Record<string, unknown> }) : undefined;
    const query = op.query ? (jsonSchema(op.query) as { properties?: Record<string, unknown>; required?: string[] }) : undefined;
    paths[op.path] ??= {};
    paths[op.path][op.method] = {
      summary: op.summary,
      description: `Access: ${op.access}. Errors (message keys): ${op.errors.join(', ') || 'none'}.`,
      parameters: [
        ...Object.entries(params?.properties ?? {}).map(([name, schema]) => ({ name, in: 'path', required: true, schema })),
        ...Object.entries(query?.properties ?? {}).map(([name, schema]) => ({ name, in: 'query', required: query?.required?.includes(name) ?? false, schema })),
        ...(op.idempotent ? [IDEMPOTENCY_KEY_HEADER] : []),
        ...(op.eventStream ? [LAST_EVENT_ID_HEADER] : []),
      ],
      ...(op.body && { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.body) } } } }),
      ...(op.multipart && { requestBody: { required: true, content: { 'multipart/form-data': { schema: jsonSchema(op.multipart) } } } }),
      ...(op.bearer && { security: [{ sellerApiToken: [] }] }),
      responses: {
        ...(op.created
          ? { '201': { description: 'Created' } }
          : op.eventStream
            ? { '200': { description: op.eventStream, content: { 'text/event-stream': { schema: { type: 'string' } } } } }
            : { '200': { description: 'OK' } }),
        ...Object.fromEntries(['400', '401', '403', '404', '409', '413', '422', '429', '503'].map((s) => [s, { $ref: '#/components/responses/Problem' }])),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Fuel trading platform: the calls under /api', version: '1.0.0' },
    paths,
    components: {
      schemas: { Problem: PROBLEM },
      securitySchemes: { sellerApiToken: { type: 'http', scheme: 'bearer', description: 'A seller’s API token (POST /api/integrations/tokens)' } },
      responses: { Problem: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Problem' } } } } },
    },
  };
}
