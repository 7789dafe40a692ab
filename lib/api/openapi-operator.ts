import { ZCatalogueBodyDoc, ZCatalogueEntryParams, ZCatalogueKindParams } from '@/lib/catalogue/schemas';
import { ZCreateOperatorUser, ZOperatorAccountParams } from '@/lib/operator/schemas';
import type { Operation } from './openapi-operation';

/** The operator's catalogue and desk (design 14). */
export const OPERATOR_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/operator/catalogue/{kind}',
    summary:
      'The catalogue trading runs on, one kind at a time: terminals, products, regions, lifting-periods, payment-terms, vat-rates (regions, terminals and VAT rates of the operator’s platform; products, periods and terms are shared). { entries: [...] }, each with `active` and its edit `version`; a terminal with `regionName`. Deactivated entries are listed too.',
    access: 'operator',
    params: ZCatalogueKindParams,
    errors: [],
  },
  {
    method: 'post',
    path: '/api/operator/catalogue/{kind}',
    summary:
      'A new entry of the kind (the body is that kind’s entry): 201 { entry }. A code (terminal, lifting period, payment term) or a VAT country in use is 400 with fields.code = code_in_use or fields.country = country_in_use; a terminal needs a region of the platform (fields.regionId = region_required). The market version moves with it, so every instance serves it at its next request. Audited as operator_catalogue_created.',
    access: 'operator',
    params: ZCatalogueKindParams,
    body: ZCatalogueBodyDoc,
    errors: [],
    created: true,
  },
  {
    method: 'put',
    path: '/api/operator/catalogue/{kind}/{id}',
    summary:
      'The whole entry and the `version` it was loaded at; a save meanwhile is 409 catalogue_edited_elsewhere with the current entry in data.entry. Nothing is deleted: `active: false` deactivates an entry, which then takes no new offer (offers answer 400 offer_catalogue_inactive with fields.productId = product_inactive, fields.terminalId = terminal_inactive or fields.liftingPeriodId = collection_period_inactive) while the offers and orders that name it keep it. Audited as operator_catalogue_updated with before and after.',
    access: 'operator',
    params: ZCatalogueEntryParams,
    body: ZCatalogueBodyDoc,
    errors: ['catalogue_edited_elsewhere', 'catalogue_entry_not_found'],
  },
  {
    method: 'post',
    path: '/api/operator/accounts/{id}/users',
    summary:
      'Add a user to a buyer or seller account: an admin (`isAdmin: true`, the roles of the account’s first admin) or a team member (buyer management only; the company’s admin grants more). The user gets the welcome mail with a set-password link (7 days). 201 { user }. An address in use is 400 fields.email = email_in_use. Audited as operator_user_created.',
    access: 'operator',
    params: ZOperatorAccountParams,
    body: ZCreateOperatorUser,
    errors: [],
    created: true,
  },
  {
    method: 'delete',
    path: '/api/operator/accounts/{id}',
    summary:
      'Remove an account created by mistake, with its users, delivery addresses, purchase limits, baskets and price alerts. While an order (either side), a trigger contract, a relationship, an offer, a child account or any other record refers to it: 409 account_in_use_block_instead (block it instead). Audited as operator_account_deleted with the account as it was.',
    access: 'operator',
    params: ZOperatorAccountParams,
    errors: ['account_in_use_block_instead'],
  },
  {
    method: 'get',
    path: '/api/operator/desk',
    summary:
      'The operator’s work queue: lockedLogins, waitingRequests (relationship requests NEW for more than two days), notReleased (buyer and seller accounts not released for trading, not blocked), failedMails (outbox mails not sent after an error), each { count, rows } with the first 10 rows, oldest first; and today: per brand of the database, today’s orders (brand’s day, cancelled ones left out) and their volume in cbm.',
    access: 'operator',
    errors: [],
  },
];
