import { dateRange, formatDate, formatDateTime } from '@/lib/format/dates';
import { MONEY_DECIMALS } from '@/lib/format/money';
import { formatCellNumber } from '@/lib/format/number';
import { orderStatusLabel, triggerStatusLabel, type TriggerStatus } from '@/lib/format/status-labels';
import { containerOf, purchaseUnitName } from '@/lib/format/units';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import type { OrderHistoryRow } from './order-row';
import type { TriggerCsvRow } from './trigger-csv-lines';

export const CSV_COLUMNS = [
  'orderId',
  'created',
  'status',
  'product',
  'terminal',
  'buyer',
  'seller',
  'quantity',
  'unit',
  'price',
  'net',
  'vat',
  'gross',
  'currency',
  'collection',
  'kind',
] as const satisfies readonly (keyof Messages['orders']['csv'])[];

export interface CsvFormat {
  locale: Locale;
  zone: string;
  /** The brand's decimals of a price per 100L15. */
  decimals: number;
  viewer: 'BUYER' | 'SELLER';
}

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return before one)
 * is written as text behind a single quote, whoever typed it (a company name, a product).
 */
const neutralised = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const quoted = (value: string) => (/[;"\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export function csvLine(row: OrderHistoryRow, format: CsvFormat, messages: Messages): string {
  const { locale, zone, decimals, viewer } = format;
  // An order of containers counts them, in the unit as the screens write it ("4;Fass (200 l)") at
  // its price per container; fuel its cbm at its price per 100L15.
  const containers = row.unitCount !== null && containerOf(row.purchaseUnit) !== null;
  return [
    row.orderId,
    formatDateTime(row.created, zone, locale),
    orderStatusLabel(messages, row.orderStatus, viewer),
    row.product.name,
    row.terminal.name,
    row.buyer.name,
    row.seller.name,
    containers ? String(row.unitCount) : formatCellNumber(row.volume, locale, { decimals: 3, trim: true }),
    purchaseUnitName(row.purchaseUnit, locale),
    formatCellNumber(row.price, locale, { decimals: containers ? MONEY_DECIMALS : decimals }),
    formatCellNumber(row.invoice.net, locale, { decimals: MONEY_DECIMALS }),
    formatCellNumber(row.invoice.vat, locale, { decimals: MONEY_DECIMALS }),
    formatCellNumber(row.invoice.gross, locale, { decimals: MONEY_DECIMALS }),
    row.invoice.currency,
    row.collectionTimeText,
    messages.orders.csv.kindSpot,
  ]
    .map((cell) => quoted(neutralised(cell)))
    .join(';');
}

/** A product of a trigger order in the spot rows' columns: cbm at its price per 100L15, its invoice, its lifting days. */
export function triggerCsvLine(row: TriggerCsvRow, format: CsvFormat, messages: Messages): string {
  const { locale, zone, decimals } = format;
  const day = (date: Date) => formatDate(date, 'UTC', locale);
  return [
    row.orderNumber,
    formatDateTime(row.created, zone, locale),
    triggerStatusLabel(messages, row.status as TriggerStatus),
    row.productName,
    row.terminalName,
    row.buyerName,
    row.sellerName,
    formatCellNumber(row.quantity, locale, { decimals: 3, trim: true }),
    purchaseUnitName('cubic_meter', locale),
    formatCellNumber(row.price, locale, { decimals }),
    formatCellNumber(row.net, locale, { decimals: MONEY_DECIMALS }),
    formatCellNumber(row.vat, locale, { decimals: MONEY_DECIMALS }),
    formatCellNumber(row.gross, locale, { decimals: MONEY_DECIMALS }),
    row.currency,
    // Date columns are days, read in UTC.
    dateRange(day(row.liftingStart), day(row.liftingEnd)),
    messages.orders.csv.kindTrigger,
  ]
    .map((cell) => quoted(neutralised(cell)))
    .join(';');
}

/** The heading line in the reader's language. */
export function csvHeader(messages: Messages): string {
  return CSV_COLUMNS.map((column) => quoted(messages.orders.csv[column])).join(';');
}
