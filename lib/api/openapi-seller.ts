import { ZMarketOffersQuery, ZChildAccountParams } from '@/lib/market/schemas';
import { ZOfferInput, ZOfferParams, ZOfferUpdate } from '@/lib/offers/schemas';
import { ZIceMonthsQuery, ZRuleInput, ZRuleParams, ZRuleUpdate } from '@/lib/pricing/schemas';
import type { Operation } from './openapi-operation';

/** A seller's own offers and Pricing Engine (trading-domain 2, 3, 5), and the market of a child account. */
export const SELLER_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/offers/mine',
    summary:
      'The caller’s fuel offers that are not removed, newest first: { offers: [...] } with product, terminal and lifting-period names, the edit `version`, and `currentPrice`, the engine’s open-market price at the current market window (null without a window or when the engine refuses the offer, which the market then hides). Additive offers have their own list (GET /api/v2/offers/additives).',
    access: 'seller (offer management)',
    errors: [],
  },
  {
    method: 'post',
    path: '/api/offers',
    summary:
      'A new ACTIVE fuel offer of the caller’s account, nothing sold yet: 200 { offer }. Product (a fuel), terminal (of the platform) and lifting period must exist, else 400 validation_failed with fields.productId product_required, fields.terminalId terminal_required or fields.liftingPeriodId collection_period_required. One the operator deactivated is 400 offer_catalogue_inactive with fields.productId product_inactive, fields.terminalId terminal_inactive or fields.liftingPeriodId collection_period_inactive; a seller not released for trading is 422 seller_not_released.',
    access: 'seller (offer management)',
    body: ZOfferInput,
    idempotent: true,
    errors: ['validation_failed'],
  },
  {
    method: 'put',
    path: '/api/offers/{id}',
    summary:
      'Changes one of the caller’s fuel offers with the body of POST /api/offers and the `version` it was loaded at. A colleague’s save or a sale meanwhile: 409 offer_edited_elsewhere with the current offer in data.offer. The remaining volume is the new total less what was sold; below that, 422 volume_below_sold with data.sold. A new product, terminal or collection period voids baskets reserved before. Another seller’s or a removed offer is 404 offer_not_found.',
    access: 'seller (offer management)',
    params: ZOfferParams,
    body: ZOfferUpdate,
    errors: ['validation_failed', 'offer_edited_elsewhere', 'volume_below_sold', 'offer_not_found'],
  },
  {
    method: 'delete',
    path: '/api/offers/{id}',
    summary:
      'Removes one of the caller’s fuel offers: status REMOVED, it leaves the market and the seller’s lists; the row stays, since orders point to it. 200 { offer }; another seller’s or an already removed offer is 404 offer_not_found.',
    access: 'seller (offer management)',
    params: ZOfferParams,
    errors: ['offer_not_found'],
  },
  {
    method: 'post',
    path: '/api/offers/{id}/pause',
    summary:
      'Pauses one of the caller’s fuel offers (status PAUSED: off the market, kept for the seller); pausing a paused offer is no error. The edit version stays. 200 { offer }; a removed or another seller’s offer is 404 offer_not_found.',
    access: 'seller (offer management)',
    params: ZOfferParams,
    errors: ['offer_not_found'],
  },
  {
    method: 'post',
    path: '/api/offers/{id}/resume',
    summary:
      'Puts a paused offer of the caller’s back on the market (status ACTIVE); resuming an active one is no error. 200 { offer }; a removed or another seller’s offer is 404 offer_not_found.',
    access: 'seller (offer management)',
    params: ZOfferParams,
    errors: ['offer_not_found'],
  },
  {
    method: 'get',
    path: '/api/offers/childAccount/{id}',
    summary:
      'The market as a child (shareholder) account of the caller’s account sees it: its relationships, its prices (shareholder terms included) and its delivery addresses, with the query of GET /api/v2/offers; the answer is that call’s `market`. An id that is not a child of the caller’s account is 404 child_account_not_found.',
    access: 'buyer with ChildAccounts_View (market)',
    params: ZChildAccountParams,
    query: ZMarketOffersQuery,
    errors: ['child_account_not_found', 'favourite_not_found', 'delivery_address_not_found'],
  },
  {
    method: 'get',
    path: '/api/pricing/offers/{id}/breakdown',
    summary:
      'Why one of the caller’s offers costs what it costs at the current market window: { offerId, window { id, created, isClone }, ok, price, error, detail, breakdown: [{ step, ruleId, scope, value, unit, amount }] }, priced exactly as the open market prices it (previous window included, for the maximum price drop). Another seller’s offer is 404 offer_not_found; no market window, 503 market_window_unavailable.',
    access: 'seller (offer management)',
    params: ZOfferParams,
    errors: ['offer_not_found', 'market_window_unavailable'],
  },
  {
    method: 'get',
    path: '/api/pricing/ice-months',
    summary:
      'For each ICE month M00..M06 of the caller’s offer at `productId` and `terminalId` (and `offerId` when one is edited), the contract month (`yyyy-MM`) the engine prices it with now: { iceMonths: [{ iceMonth, contractMonth }] }. The exchange’s front month, moved one forward or back (within M00..M06) once the seller’s ICE_EXPIRY rule that applies there has passed, the pool master’s rules included; without product or terminal only the rules that name none apply. The oil pool’s ICE future dropdown names each month by it.',
    access: 'seller (offer management)',
    query: ZIceMonthsQuery,
    errors: [],
  },
  {
    method: 'get',
    path: '/api/pricing/rules',
    summary:
      'The caller’s pricing rules sorted into the Pricing Engine’s sections: { global, minimumPrices, densities, groups: [{ groupName, rules }], customerRules, expiryRules (by expiry), productSettlements }; each rule with kind, scope (derived from its targets), value, unit, targets, the ICE_EXPIRY date, time (brand zone), direction and status (ACTIVE or EXPIRED), and its edit `version`.',
    access: 'seller (Pricing Engine)',
    errors: [],
  },
  {
    method: 'post',
    path: '/api/pricing/rules',
    summary:
      'A new rule of the caller’s: 200 { rule, warnings }: warnings lists what the rules cannot price yet at the current window, each { code (the engine’s refusal, e.g. missing_settlement_price), offerIds (the ACTIVE offers it keeps off the market) }, empty when everything prices. The scope is derived from the targets, never sent. Field problems are 400 validation_failed (e.g. terminal_required, density_range, terminal_unknown, customer_not_enabled); the same rule again is 409 rule_already_exists (data.ruleId), a second expiry rule on one day 409 expiry_rule_already_exists; a rule that would turn an ACTIVE offer’s price negative at the current window is 422 negative_final_price with data.offerId. A rule change reaches the market at the next request.',
    access: 'seller (Pricing Engine)',
    body: ZRuleInput,
    idempotent: true,
    errors: ['validation_failed', 'rule_already_exists', 'expiry_rule_already_exists', 'negative_final_price'],
  },
  {
    method: 'put',
    path: '/api/pricing/rules/{id}',
    summary:
      'Changes one of the caller’s rules with the body of POST and the `version` it was loaded at. A colleague’s save meanwhile is 409 rule_edited_elsewhere with the current rule in data.rule, a colleague’s delete 409 rule_deleted_elsewhere; sent again with `overwrite: true` the edit wins (a deleted rule is created anew). Otherwise the checks and the warnings of POST. Another seller’s rule is 404 rule_not_found.',
    access: 'seller (Pricing Engine)',
    params: ZRuleParams,
    body: ZRuleUpdate,
    errors: ['validation_failed', 'rule_edited_elsewhere', 'rule_deleted_elsewhere', 'rule_already_exists', 'negative_final_price', 'rule_not_found'],
  },
  {
    method: 'delete',
    path: '/api/pricing/rules/{id}',
    summary:
      'Deletes one of the caller’s rules for good, audited as pricing_rule_deleted (so a colleague’s later edit learns why). 200 { success }; another seller’s rule is 404 rule_not_found.',
    access: 'seller (Pricing Engine)',
    params: ZRuleParams,
    errors: ['rule_not_found'],
  },
];
