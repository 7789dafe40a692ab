import { part, type SqlPart } from '@/lib/db';
import type { TxSql } from '@/lib/db-transaction';
import { brand } from '@/lib/env';
import { MONEY_DECIMALS } from '@/lib/format/money';
import { dateRange, formatDate } from '@/lib/format/dates';
import { formatInStyle, type Numeric } from '@/lib/format/number';
import { containerOf, priceUnitLabel } from '@/lib/format/units';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { orderStatusLabel, triggerStatusLabel } from '@/lib/format/status-labels';
import { messagesFor } from '@/lib/i18n/messages';

/**
 * The mails of an order's life (design 7, issue "orders whole"): the seller on each new order
 * (spot, additive, trigger), the buyer at checkout, on the seller's confirmation and on a decline
 * with its reason. Each is rendered in every language and the recipient's own (User.locale, else
 * the brand's) picks one: numbers, dates and status labels as that language writes them. Written
 * in the caller's transaction, so a mail exists exactly when the change it tells of does.
 */

type Rendered = { subject: string; body: string };
type Language = 'de' | 'en';

/** What an order mail says of one order; the numbers as the database gives them. */
export interface MailedOrder {
  orderNumber: string;
  product: string;
  terminal: string;
  quantity: string;
  unitCount: number | null;
  purchaseUnit: string;
  price: string;
  gross: string;
  currency: string;
  collectionStart: Date | null;
  collectionEnd: Date | null;
  liftingPeriod: string | null;
}

/** A lifting period and the calendar days it fixed ("2026-11-26"). */
type Lifting = { period: string; start: string; end: string };

const language = (locale: Locale): Language => (locale === 'en' ? 'en' : 'de');

/** Numbers as the recipient reads them; English in English style, as nothing in a mail is typed back. */
function number(value: Numeric, locale: Locale, decimals: number, trim = false) {
  return formatInStyle(value, locale === 'en' ? 'en' : locale === 'de-CH' ? 'ch' : 'de', decimals, trim);
}

/** An instant's day in the brand's zone, as the screens write it: 05.03.2026, in English 05/03/2026. */
export function mailDate(value: Date, locale: Locale) {
  return formatDate(value, brand().timeZone, locale);
}

const WORDS = {
  de: { at: 'zu', each: 'je Gebinde', gross: 'brutto', collection: 'Abholung' },
  en: { at: 'at', each: 'each', gross: 'gross', collection: 'collection' },
} as const;

/** One order as a line: "FM-DE-2026-0000042: 12,5 cbm zu 95,35 EUR/100L15, brutto 14.183,31 EUR; Diesel, Hamburg; Abholung 01.12.2026 – 03.12.2026". */
export function orderLine(o: MailedOrder, locale: Locale) {
  const words = WORDS[language(locale)];
  const money = (value: string) => `${number(value, locale, MONEY_DECIMALS)} ${o.currency}`;
  const container = containerOf(o.purchaseUnit);
  const bought =
    container && o.unitCount !== null
      ? `${number(o.unitCount, locale, 0)} × ${container.unitLabel} (${number(container.unitLitres, locale, 3, true)} l) ${words.at} ${money(o.price)} ${words.each}`
      : `${number(o.quantity, locale, 3, true)} cbm ${words.at} ${number(o.price, locale, brand().decimals)} ${priceUnitLabel(o.currency)}`;
  const collection =
    o.collectionStart && o.collectionEnd ? dateRange(mailDate(o.collectionStart, locale), mailDate(o.collectionEnd, locale)) : (o.liftingPeriod ?? '');
  return `${o.orderNumber}: ${bought}, ${words.gross} ${money(o.gross)}; ${o.product}, ${o.terminal}${collection ? `; ${words.collection} ${collection}` : ''}`;
}

/** A trigger's products: "Diesel B7: 20 cbm zu 63,60 EUR/100L15". */
function triggerLine(item: { product: string; quantity: string; price: string }, locale: Locale) {
  const { decimals, currency } = brand();
  return `${item.product}: ${number(item.quantity, locale, 3, true)} cbm ${WORDS[language(locale)].at} ${number(item.price, locale, decimals)} ${priceUnitLabel(currency)}`;
}

/** A calendar day "2026-11-26" (no zone: it is a day, not an instant) as the screens write it. */
const mailDay = (day: string, locale: Locale) => formatDate(day, 'UTC', locale);

/** A trigger's lifting period with the days it fixed: "Prompt (1–3 Tage), 26.11.2026 – 29.11.2026". */
export function liftingLine(lifting: Lifting, locale: Locale) {
  return `${lifting.period}, ${dateRange(mailDay(lifting.start, locale), mailDay(lifting.end, locale))}`;
}

/** `{firstName}` in a body is the recipient's first name, filled in per recipient. */
const GREETING = { de: 'Hallo {firstName},', en: 'Hello {firstName},' } as const;

/** Subjects name the order and its status as the recipient's screens do (one status map). */
export const ORDER_TEMPLATES = {
  /** To the buyer user who checked out. */
  order_confirmation: (d: { orders: MailedOrder[] }, locale: Locale): Rendered =>
    language(locale) === 'en'
      ? {
          subject: 'Your order',
          body: `${GREETING.en}\nthank you for your order:\n${d.orders.map((o) => orderLine(o, locale)).join('\n')}\nThe seller reviews and confirms it.`,
        }
      : {
          subject: 'Ihre Bestellung',
          body: `${GREETING.de}\nvielen Dank für Ihre Bestellung:\n${d.orders.map((o) => orderLine(o, locale)).join('\n')}\nDer Verkäufer prüft und bestätigt sie.`,
        },
  /** To the seller's order managers on each new spot or additive order. */
  order_placed: (d: { buyerName: string; orders: MailedOrder[] }, locale: Locale): Rendered => {
    const numbers = d.orders.map((o) => o.orderNumber).join(', ');
    const lines = d.orders.map((o) => orderLine(o, locale)).join('\n');
    return language(locale) === 'en'
      ? {
          subject: `New order ${numbers} from ${d.buyerName}`,
          body: `${GREETING.en}\n${d.buyerName} has ordered from you:\n${lines}\nPlease review and confirm it under “Orders”.`,
        }
      : {
          subject: `Neue Bestellung ${numbers} von ${d.buyerName}`,
          body: `${GREETING.de}\n${d.buyerName} hat bei Ihnen bestellt:\n${lines}\nBitte prüfen und bestätigen Sie die Bestellung unter „Bestellungen“.`,
        };
  },
  /** To the buyer user who ordered, when the seller confirms. */
  order_confirmed: (d: { order: MailedOrder; sellerName: string }, locale: Locale): Rendered => {
    const status = orderStatusLabel(messagesFor(locale), 'CONFIRMED', 'BUYER');
    return language(locale) === 'en'
      ? {
          subject: `Order ${d.order.orderNumber}: ${status}`,
          body: `${GREETING.en}\n${d.sellerName} has confirmed your order. Status: ${status}.\n${orderLine(d.order, locale)}`,
        }
      : {
          subject: `Bestellung ${d.order.orderNumber}: ${status}`,
          body: `${GREETING.de}\n${d.sellerName} hat Ihre Bestellung bestätigt. Status: ${status}.\n${orderLine(d.order, locale)}`,
        };
  },
  /** To the buyer user who ordered, when the seller declines: the seller must say why. */
  order_declined: (d: { order: MailedOrder; sellerName: string; reason: string }, locale: Locale): Rendered => {
    const status = orderStatusLabel(messagesFor(locale), 'CANCELLED', 'BUYER');
    const n = d.order.orderNumber;
    return language(locale) === 'en'
      ? {
          subject: `Order ${n}: ${status}`,
          body: `${GREETING.en}\n${d.sellerName} has declined your order ${n}. Status: ${status}.\nReason: ${d.reason}\n${orderLine(d.order, locale)}`,
        }
      : {
          subject: `Bestellung ${n}: ${status}`,
          body: `${GREETING.de}\n${d.sellerName} hat Ihre Bestellung ${n} abgelehnt. Status: ${status}.\nBegründung: ${d.reason}\n${orderLine(d.order, locale)}`,
        };
  },
  /** To the seller's order managers on each trigger of one of its contracts. */
  trigger_placed: (
    d: { buyerName: string; orderNumber: string; ekkNumber: string; items: { product: string; quantity: string; price: string }[]; lifting: Lifting },
    locale: Locale,
  ): Rendered => {
    const lines = d.items.map((i) => triggerLine(i, locale)).join('\n');
    const lifting = liftingLine(d.lifting, locale);
    return language(locale) === 'en'
      ? {
          subject: `Trigger ${d.orderNumber} from ${d.buyerName}`,
          body: `${d.buyerName} has triggered from contract ${d.ekkNumber}:\n${lines}\nCollection: ${lifting}\nPlease confirm the trigger order under “Contract management”.`,
        }
      : {
          subject: `Trigger ${d.orderNumber} von ${d.buyerName}`,
          body: `${d.buyerName} hat aus Kontrakt ${d.ekkNumber} getriggert:\n${lines}\nAbholung: ${lifting}\nBitte bestätigen Sie die Trigger-Bestellung unter „Verträge-Management“.`,
        };
  },
  /** To the buyer user who triggered, when the seller confirms or cancels. */
  trigger_decided: (d: { orderNumber: string; decision: 'CONFIRMED' | 'CANCELLED'; lifting: Lifting }, locale: Locale): Rendered => {
    const status = triggerStatusLabel(messagesFor(locale), d.decision);
    const lifting = liftingLine(d.lifting, locale);
    const confirmed = d.decision === 'CONFIRMED';
    return language(locale) === 'en'
      ? {
          subject: `Trigger ${d.orderNumber}: ${status}`,
          body:
            `${GREETING.en}\nthe seller has ${confirmed ? 'confirmed' : 'cancelled'} your trigger order ${d.orderNumber} (collection: ${lifting}). Status: ${status}.` +
            (confirmed ? '' : '\nThe volume is yours to trigger again.'),
        }
      : {
          subject: `Trigger ${d.orderNumber}: ${status}`,
          body:
            `${GREETING.de}\nIhre Trigger-Bestellung ${d.orderNumber} (Abholung: ${lifting}) wurde vom Verkäufer ${confirmed ? 'bestätigt' : 'storniert'}. Status: ${status}.` +
            (confirmed ? '' : '\nDie Menge steht Ihnen wieder zur Verfügung.'),
        };
  },
} as const;

export type OrderTemplate = keyof typeof ORDER_TEMPLATES;

/**
 * Who gets a mail: with `userId`, that user (the buyer who ordered or triggered); without, or
 * when that user can no longer be reached, the account's order managers (company admins and
 * MyRelationships_View). Never a blocked user (status other than 100, or a blocked account). A
 * login lock is no reason to skip one: it lasts a while, and anyone who knows an address can start it.
 */
export interface Addressee {
  accountId: number;
  userId?: number;
}

/** A mail for an addressee, rendered in every language. */
export function orderMail<T extends OrderTemplate>(template: T, to: Addressee, data: Parameters<(typeof ORDER_TEMPLATES)[T]>[0]) {
  const render = ORDER_TEMPLATES[template] as (d: typeof data, locale: Locale) => Rendered;
  return { template, to, rendered: LOCALES.map((locale) => ({ locale, ...render(data, locale) })) };
}

type OrderMail = ReturnType<typeof orderMail>;

/** Writes the mails in one statement, each to its addressee's recipients in the recipient's language. */
export async function insertOrderMails(sql: TxSql, mails: OrderMail[], now: Date) {
  await sql`${orderMailsPart(mails, now)}`;
}

/** The statement of insertOrderMails, for a caller that writes the mails within a statement of its own. */
function orderMailsPart(mails: OrderMail[], now: Date): SqlPart {
  const rows = mails.flatMap((m) => m.rendered.map((r) => ({ ...r, template: m.template, accountId: m.to.accountId, userId: m.to.userId ?? null })));
  const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((r) => r[key]);
  return part`
    INSERT INTO "EmailOutbox" ("to", "subject", "template", "body", "createdAt")
    SELECT u."email", m."subject", m."template", replace(m."body", '{firstName}', u."firstName"), ${now}::timestamp
    FROM unnest(${column('accountId')}::int[], ${column('userId')}::int[], ${column('template')}::text[], ${column('locale')}::text[],
                ${column('subject')}::text[], ${column('body')}::text[]) WITH ORDINALITY AS m("accountId", "userId", "template", "locale", "subject", "body", "n")
    JOIN "User" u ON u."accountId" = m."accountId" AND coalesce(u."locale", ${brand().locale}) = m."locale"
    JOIN "Account" a ON a."id" = u."accountId"
    WHERE u."statusId" = 100 AND NOT a."blocked"
      AND (u."id" = m."userId" OR (
        NOT EXISTS (SELECT 1 FROM "User" o WHERE o."id" = m."userId" AND o."accountId" = m."accountId" AND o."statusId" = 100)
        AND (u."isAdmin" OR 'MyRelationships_View' = ANY(u."roles"))))
    ORDER BY m."n", u."id"`;
}

/** One order step's mail, in the caller's transaction. */
export function mailOrderStep<T extends OrderTemplate>(sql: TxSql, template: T, to: Addressee, data: Parameters<(typeof ORDER_TEMPLATES)[T]>[0], now: Date) {
  return insertOrderMails(sql, [orderMail(template, to, data)], now);
}

/** An order as its mails tell of it, with both parties. */
export type MailedOrderRow = MailedOrder & {
  id: number;
  buyerAccountId: number;
  buyerUserId: number;
  sellerAccountId: number;
  buyerName: string;
  sellerName: string;
};

/**
 * The columns of a MailedOrderRow, of the order rows `o` with MAILED_ORDER_NAMES joined in: an
 * "Order" row, or the checkout's new orders in the statement that writes them.
 */
export const MAILED_ORDER_COLUMNS = part`o."id", o."orderNumber", o."buyerAccountId", o."buyerUserId", o."sellerAccountId", o."quantity"::text AS "quantity",
           o."unitCount", o."purchaseUnit", o."price"::text AS "price", o."gross"::text AS "gross", o."currency", o."collectionStart", o."collectionEnd",
           l."name" AS "liftingPeriod", p."name" AS "product", t."name" AS "terminal", b."name" AS "buyerName", s."name" AS "sellerName"`;
export const MAILED_ORDER_NAMES = part`JOIN "Product" p ON p."id" = o."productId" JOIN "Terminal" t ON t."id" = o."terminalId"
    JOIN "Account" b ON b."id" = o."buyerAccountId" JOIN "Account" s ON s."id" = o."sellerAccountId"
    LEFT JOIN "LiftingPeriod" l ON l."id" = o."liftingPeriodId"`;

/** The orders a mail tells of, with their product, terminal, lifting period and both parties' names. */
export async function readMailedOrders(sql: TxSql, orderIds: number[]) {
  return sql<MailedOrderRow>`
    SELECT ${MAILED_ORDER_COLUMNS} FROM "Order" o ${MAILED_ORDER_NAMES} WHERE o."id" = ANY(${orderIds}::int[]) ORDER BY o."id"`;
}

/**
 * A checkout's mails (its orders as its statement read them), as a statement to run within the
 * checkout's last one: the buyer who ordered gets one confirmation, each seller one mail with its orders.
 */
export function placedOrderMails(orders: [MailedOrderRow, ...MailedOrderRow[]], now: Date): SqlPart {
  const [first] = orders;
  const sellers = [...new Set(orders.map((o) => o.sellerAccountId))];
  return orderMailsPart(
    [
      orderMail('order_confirmation', { accountId: first.buyerAccountId, userId: first.buyerUserId }, { orders }),
      ...sellers.map((accountId) =>
        orderMail('order_placed', { accountId }, { buyerName: first.buyerName, orders: orders.filter((o) => o.sellerAccountId === accountId) }),
      ),
    ],
    now,
  );
}

/** The buyer's mail when the seller confirms or declines a spot order (a decline with its reason). */
export async function mailOrderDecision(sql: TxSql, orderId: number, decision: 'CONFIRMED' | 'CANCELLED', reason: string, now: Date) {
  const [order] = await readMailedOrders(sql, [orderId]);
  const to = { accountId: order.buyerAccountId, userId: order.buyerUserId };
  if (decision === 'CONFIRMED') await mailOrderStep(sql, 'order_confirmed', to, { order, sellerName: order.sellerName }, now);
  else await mailOrderStep(sql, 'order_declined', to, { order, sellerName: order.sellerName, reason }, now);
}
