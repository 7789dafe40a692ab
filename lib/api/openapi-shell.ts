import { ZAccountUpdate } from '@/lib/accounts/schemas';
import { alertInputSchema, ZAlertParams } from '@/lib/alerts/schemas';
import {
  ZPasswordChange,
  ZPasswordReset,
  ZPasswordResetParams,
  ZPasswordResetRequest,
  ZTwoFactorChange,
  ZTwoFactorCodeRequest,
  ZTwoFactorRequirement,
} from '@/lib/auth/schemas';
import { ZContactMessage } from '@/lib/contact/schemas';
import { brand } from '@/lib/env';
import { ZClientError } from '@/lib/errors/schemas';
import { ZLocationInput, ZLocationParams, ZLocationUpdate } from '@/lib/locations/schemas';
import { ZQuoteHistoryQuery } from '@/lib/market-data/schemas';
import { ZOrderHistoryQuery } from '@/lib/order-history/schemas';
import { ZOrderStatsQuery } from '@/lib/stats/schemas';
import { ZCreateTeamUser, ZEmailConfirmParams, ZUserIdParams, ZUserLocale, ZUserSearchQuery } from '@/lib/users/schemas';
import type { Operation } from './openapi-operation';

/**
 * The shell's calls (platform-shell 3 to 7): the signed-in user and its company, passwords and
 * terms, the metadata every screen loads, the market window and quotes, delivery addresses, price
 * alerts, the order history and statistics, and the service calls without a session.
 */
export const SHELL_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/user',
    summary:
      'The signed-in user, as the browser restores its session: { _id, userId, username, accountId, account { id, type, platform, name }, email, firstName, lastName, type_id, roles, features, isAdmin, gtcAccepted }, read from the row the session check has just read.',
    access: 'user',
    errors: [],
  },
  {
    method: 'post',
    path: '/api/user',
    summary:
      'A company admin adds a team member to its own account: 201 with the user. The new user has no password; a welcome e-mail carries a link to set one (valid a week). User, link, mail and audit entry (user_created) are one transaction. An e-mail already in use is 409 already_exists; purchaseStatus needs an account that may buy (403 purchase_rights_not_available) and is released for trading (422 purchase_rights_need_release).',
    access: 'company admin',
    body: ZCreateTeamUser,
    idempotent: true,
    created: true,
    errors: ['validation_failed', 'already_exists', 'purchase_rights_not_available', 'purchase_rights_need_release'],
  },
  {
    method: 'get',
    path: '/api/user/{id}',
    summary:
      'The profile form’s data of a user: -1 (or one’s own id) is the caller; a company admin may read a member of its own account. Anyone else’s user is 404.',
    access: 'user; other team members company admin',
    params: ZUserIdParams,
    errors: ['not_found'],
  },
  {
    method: 'get',
    path: '/api/user/search',
    summary:
      'The users of the admin’s own account, a page at a time: { docs, total, page, limit }; `removeLoggedInUser=REMOVE` leaves the admin out. A limit over 100 is 400 limit_too_high.',
    access: 'company admin',
    query: ZUserSearchQuery,
    errors: ['invalid_value', 'limit_too_high'],
  },
  {
    method: 'put',
    path: '/api/user/password',
    summary:
      'The signed-in user changes its password with the current one (wrong: 400 with fields.currentPassword wrong_password; the password policy names fields.newPassword, a mismatch fields.confirmPassword). Every other session of the user ends; the answer carries the caller’s own renewed session cookie. Rate-limited per user (429 too_many_requests).',
    access: 'user',
    body: ZPasswordChange,
    errors: ['validation_failed', 'too_many_requests'],
  },
  {
    method: 'put',
    path: '/api/user/locale',
    summary: 'The language the signed-in user chose (de, de-CH, en): the order mails to the user are written in it. Answers { locale }.',
    access: 'user',
    body: ZUserLocale,
    errors: ['validation_failed'],
  },
  {
    method: 'get',
    path: '/api/user/two-factor',
    summary: 'Two-factor login of the signed-in user: { enabled, required }; `required` when a company admin requires it of the whole company.',
    access: 'user',
    errors: [],
  },
  {
    method: 'post',
    path: '/api/user/two-factor/code',
    summary:
      'Mails the code that confirms turning two-factor login on or off (6 digits, 10 minutes, once; a new one replaces an open one), once the current password is right (wrong: 400 with fields.currentPassword wrong_password). Rate-limited per user (429 too_many_requests).',
    access: 'user',
    body: ZTwoFactorCodeRequest,
    errors: ['validation_failed', 'too_many_requests'],
  },
  {
    method: 'put',
    path: '/api/user/two-factor',
    summary:
      'Turns two-factor login on or off with the current password and the mailed code (wrong password: fields.currentPassword wrong_password; wrong, used or expired code: fields.code code_invalid). Off while the company requires it is 409 two_factor_required_by_company. Audited as two_factor_changed. Answers { enabled, required }.',
    access: 'user',
    body: ZTwoFactorChange,
    errors: ['validation_failed', 'two_factor_required_by_company', 'too_many_requests'],
  },
  {
    method: 'put',
    path: '/api/account/two-factor',
    summary:
      'A company admin requires two-factor login of every user of its company (or no longer does): from their next login each needs the mailed code, whatever the user chose. Audited as two_factor_requirement_changed. Answers { required }.',
    access: 'company admin',
    body: ZTwoFactorRequirement,
    errors: [],
  },
  {
    method: 'post',
    path: '/api/password/reset',
    summary:
      'Mails a password reset link (valid one hour; only the newest works) when the address belongs to a user. The answer is { success: true } whether or not it does, and it leaves before the address is looked up (the mail is written after it), so neither its content nor its time tells who has an account. Rate-limited per IP and per address (429 too_many_requests).',
    access: 'public',
    body: ZPasswordResetRequest,
    errors: ['validation_failed', 'too_many_requests'],
  },
  {
    method: 'post',
    path: '/api/password/reset/{key}',
    summary:
      'Sets a new password through a reset or welcome link: ends every login lock of the user at once, ends all its earlier sessions and drops an open e-mail change. Unknown, used and expired keys all answer 400 reset_link_expired; the password policy names fields.password, a mismatch fields.confirmPassword. Rate-limited per IP.',
    access: 'public',
    params: ZPasswordResetParams,
    body: ZPasswordReset,
    errors: ['validation_failed', 'reset_link_expired', 'too_many_requests'],
  },
  {
    method: 'post',
    path: '/api/email/confirm/{key}',
    summary:
      'The link mailed to a new address makes it the user’s e-mail and login name and tells the old address; no session needed. Unknown, used and expired keys answer 400 email_link_expired; an address taken meanwhile 409 email_taken, nothing changed. Rate-limited per IP.',
    access: 'public',
    params: ZEmailConfirmParams,
    errors: ['email_link_expired', 'email_taken', 'too_many_requests'],
  },
  {
    method: 'get',
    path: '/api/metadata/user/store/gtc-accepted',
    summary: 'Whether the signed-in user accepted the current terms: { accepted }.',
    access: 'user',
    errors: [],
  },
  {
    method: 'post',
    path: '/api/metadata/user/store/gtc-accepted',
    summary:
      'Records that the signed-in user accepts the current terms: { accepted: true }. A second accept is no error and is audited (terms_accepted) only the first time.',
    access: 'user',
    errors: [],
  },
  {
    method: 'get',
    path: '/api/logout',
    summary:
      'Ends this session on the server (its cookie, kept or copied, is refused from now on) and records the logout in the audit log: { success: true }. The browser then drops the cookie; the user’s other sessions stay (a password change ends them). Every session ends 12 hours after its sign-in.',
    access: 'user',
    errors: [],
  },
  {
    method: 'get',
    path: '/api/account',
    summary: 'The company address of the caller’s own account: { name, addressLine1, addressLine2, postCode, city, country }.',
    access: 'user',
    errors: [],
  },
  {
    method: 'put',
    path: '/api/account',
    summary:
      'The operator changes its own company address (trading-domain 6: company data changes only through the operator; other companies’ data through PUT /api/operator/accounts/{id}). Answers the saved address; moves the account’s version (an operator screen that loaded it before then gets 409) and is audited as operator_account_updated with before and after, in one transaction. Every other account type is 403 company_data_via_operator. A post code that does not fit the country is 400 with fields.postCode post_code_format_required.',
    access: 'operator',
    body: ZAccountUpdate,
    errors: ['validation_failed', 'company_data_via_operator'],
  },
  {
    method: 'get',
    path: '/api/accounts/children',
    summary:
      'The child (shareholder) accounts under the caller’s account, by name, for the market’s account selector: { accounts: [{ id, name, isShareholder }] }.',
    access: 'buyer with ChildAccounts_View',
    errors: [],
  },
  {
    method: 'get',
    path: '/api/generic/metadata',
    summary:
      'Everything the shell loads after login (platform-shell 3): platformStatus (trading hours), fuels and additives (with density), regions with their terminals, deliveryOptions, liftingPeriods, paymentTerms, vat (percent as a decimal string), and of the caller’s own account its deliveryAddresses, sellers, features, roles, accountType, shareholderChildAccount and parentShareholderAccount.',
    access: 'user',
    errors: [],
  },
  {
    method: 'get',
    path: '/api/generic/marketWindow',
    summary:
      'The current market window: { _id, prices: [{ symbol, price, live, timestamp }], created, expires, currentTime, marketChange, isClone (a copy of the last window while quotes are stale: the limited market), marketOpen, opens (the next opening while closed) }. Without any window, 503 market_window_unavailable.',
    access: 'user',
    errors: ['market_window_unavailable'],
  },
  {
    method: 'get',
    path: '/api/market/history',
    summary: 'Today’s live quotes of one symbol (today in the brand’s zone), the last quote of each minute, oldest first: { symbol, points: [{ t, price }] }.',
    access: 'user',
    query: ZQuoteHistoryQuery,
    errors: ['invalid_value'],
  },
  {
    method: 'get',
    path: '/api/metadata/locations',
    summary:
      'The delivery addresses of the caller’s buyer account, by county and post code: [{ _id, address { company, street, postCode, city, county, country, contactPerson, onSiteContact, instructions } }].',
    access: 'buyer',
    errors: [],
  },
  {
    method: 'post',
    path: '/api/metadata/locations',
    summary:
      'A new delivery address of the caller’s account (the address fields flat, or inside `address`): 201 with it. A post code that does not fit the country is 400 post_code_format_required.',
    access: 'buyer',
    body: ZLocationInput,
    idempotent: true,
    created: true,
    errors: ['validation_failed'],
  },
  {
    method: 'put',
    path: '/api/metadata/locations/{id}',
    summary:
      'Changes one of the caller’s delivery addresses; the body names it again in `_id` (another id: 400 with fields._id id_mismatch). Another account’s address is 404.',
    access: 'buyer',
    params: ZLocationParams,
    body: ZLocationUpdate,
    errors: ['validation_failed', 'not_found'],
  },
  {
    method: 'delete',
    path: '/api/metadata/locations/{id}',
    summary: 'Deletes one of the caller’s delivery addresses: { message: deleted }. Another account’s address is 404.',
    access: 'buyer',
    params: ZLocationParams,
    errors: ['not_found'],
  },
  {
    method: 'get',
    path: '/api/alerts',
    summary:
      'The caller’s own price alerts, newest first: { alerts: [{ id, note, price, operator (GTE or LTE), productId, product, terminalId, terminal, liftingPeriodType, status (ACTIVE or TRIGGERED), triggeredAt, createdAt }] }. Only where the brand has price alerts; elsewhere every alert call is 404 not_found.',
    access: 'user (brand flag priceAlert)',
    errors: ['not_found'],
  },
  {
    method: 'post',
    path: '/api/alerts',
    summary:
      'A new price alert of the caller, watched from the next market window on: 200 { id }. The price has at most the brand’s decimals (400 invalid_price); a negative price only for a drop (LTE, else negative_only_for_price_drop); product (a fuel) and terminal (of the platform) must exist (fields.productId product_not_found, fields.terminalId terminal_not_found).',
    access: 'buyer (price alert page; brand flag priceAlert)',
    body: alertInputSchema(brand().decimals),
    idempotent: true,
    errors: ['validation_failed', 'not_found'],
  },
  {
    method: 'delete',
    path: '/api/alerts/{id}',
    summary: 'Deletes one of the caller’s own alerts: { success: true }. Someone else’s alert is 404, like an unknown one.',
    access: 'user (brand flag priceAlert)',
    params: ZAlertParams,
    errors: ['not_found'],
  },
  {
    method: 'get',
    path: '/api/orderHistory',
    summary:
      'One page of the caller’s orders (a buyer’s bought, a seller’s sold; with shareholderList, the named child accounts’ orders, for ChildAccounts_Offers_View holders, else 403), filtered, sorted and paged: { metadata { total, pageCount, pageNumber, pageLimit }, filterOptions (with the shareholders one may filter by), orders }.',
    access: 'buyer, seller',
    query: ZOrderHistoryQuery,
    errors: ['forbidden'],
  },
  {
    method: 'get',
    path: '/api/orderHistory/export.csv',
    summary:
      'The filtered order history (the query of GET /api/orderHistory, every page) as a CSV file for spreadsheets, in the caller’s language (the NEXT_LOCALE cookie, else the brand’s): headings and statuses in words, dates 27.11.2026 10:19 (English 27/11/2026 10:19), the language’s decimal mark without thousands marks, `;` separated, UTF-8 with a byte-order mark; a cell starting with =, +, -, @, a tab or a carriage return is written behind a single quote. Attachment bestellungen.csv (English orders.csv), at most 50,000 rows.',
    access: 'buyer, seller',
    query: ZOrderHistoryQuery,
    errors: ['forbidden'],
  },
  {
    method: 'get',
    path: '/api/orderHistory/newest/date',
    summary: 'When the caller’s newest order was created ({ date }, null without orders): the orders screen polls it to know when to reload.',
    access: 'buyer, seller',
    errors: ['forbidden'],
  },
  {
    method: 'get',
    path: '/api/orders/orderStats',
    summary:
      'The reports of the caller’s own account: ACCOUNT_RANKING (its trading partners by volume; only where the brand ranks sellers, else 403 seller_ranking_disabled) or PRODUCT_VOLUME (orders and cbm per product, and per day for the chart), with the filter options. A quick range (dayQuery) wins over dateRangeSelected; a range past today or malformed is 400 (date_range_invalid).',
    access: 'buyer, seller (reports)',
    query: ZOrderStatsQuery,
    errors: ['seller_ranking_disabled', 'date_range_invalid'],
  },
  {
    method: 'post',
    path: '/api/contact',
    summary:
      'Sends the contact form to the brand’s service address (with the sender’s name, e-mail and account): { success: true }. At most 5 a user and hour (429 too_many_requests).',
    access: 'user',
    body: ZContactMessage,
    errors: ['validation_failed', 'too_many_requests'],
  },
  {
    method: 'post',
    path: '/api/client-errors',
    summary:
      'An error the browser met, reported and logged with the user and request id: { success: true }. At most 30 a user and minute (429 too_many_requests).',
    access: 'user',
    body: ZClientError,
    errors: ['too_many_requests'],
  },
  {
    method: 'get',
    path: '/api/health',
    summary: 'The health check of load balancers and the container: 200 { status: ok } while the database answers, else 503 database_unreachable.',
    access: 'none',
    errors: ['database_unreachable'],
  },
  {
    method: 'get',
    path: '/api/ping',
    summary: 'A constant { ok: true } without session or database: what the framework and the wrapper cost alone.',
    access: 'none',
    errors: [],
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This document.',
    access: 'public',
    errors: [],
  },
];
