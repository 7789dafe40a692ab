import Decimal from 'decimal.js';
import type { SessionUser } from '@/lib/auth/session-user';
import { formatDateTime } from '@/lib/format/dates';
import { containerOf, purchaseUnitName } from '@/lib/format/units';
import { findHistoryPage } from './find-history-page';
import { toHistoryRow, type OrderHistoryRow } from './order-row';
import type { OrderHistoryQuery } from './schemas';
import { historyBase } from './scope';
import { findTriggerCsvRows, liftingDaysText, type TriggerCsvRow } from './trigger-csv-lines';

export const CSV_ROW_CAP = 50_000;

const HEADER = [
  'Bestellnummer',
  'Erstellt',
  'Status',
  'Produkt',
  'Terminal',
  'Käufer',
  'Verkäufer',
  'Menge',
  'Einheit',
  'Preis',
  'Netto',
  'MwSt',
  'Brutto',
  'Währung',
  'Abholung',
  'Art',
];

/** German spreadsheets: decimal comma, semicolon separator, quotes only where needed. */
const comma = (value: string) => value.replace('.', ',');
const cell = (value: string) => (/[;"\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export function csvLine(row: OrderHistoryRow, zone: string): string {
  // An order of containers counts them, in the unit as the screens write it ("4;Fass (200 lt)"); fuel its cbm.
  const containers = row.unitCount !== null && containerOf(row.purchaseUnit) !== null;
  return [
    row.orderId,
    formatDateTime(row.created, zone),
    row.orderStatus,
    row.product.name,
    row.terminal.name,
    row.buyer.name,
    row.seller.name,
    containers ? String(row.unitCount) : comma(row.volume),
    purchaseUnitName(row.purchaseUnit, 'de'),
    comma(row.price),
    comma(row.invoice.net),
    comma(row.invoice.vat),
    comma(row.invoice.gross),
    row.invoice.currency,
    row.collectionTimeText,
    'Spot',
  ]
    .map(cell)
    .join(';');
}

/** A product of a trigger order, in the spot rows' columns: cbm at its price per 100L15, its invoice, its lifting days. */
export function triggerCsvLine(row: TriggerCsvRow, zone: string): string {
  const fixed = (value: string, places: number) => comma(new Decimal(value).toFixed(places));
  return [
    row.orderNumber,
    formatDateTime(row.created, zone),
    row.status,
    row.productName,
    row.terminalName,
    row.buyerName,
    row.sellerName,
    fixed(row.quantity, 3),
    purchaseUnitName('cubic_meter', 'de'),
    fixed(row.price, 4),
    fixed(row.net, 2),
    fixed(row.vat, 2),
    fixed(row.gross, 2),
    row.currency,
    liftingDaysText(row),
    'Trigger',
  ]
    .map(cell)
    .join(';');
}

/**
 * GET /api/orderHistory/export.csv: every filtered row (up to the cap each), with a BOM so Excel
 * reads UTF-8. The fuel export lists the trigger orders after the spot orders, marked in the last
 * column, so a spreadsheet sums every order's invoice.
 */
export async function exportOrderHistoryCsv(user: SessionUser, q: OrderHistoryQuery, zone: string): Promise<string> {
  const base = await historyBase(user, q.shareholderList, q.productType);
  const [orders, triggers] = await Promise.all([findHistoryPage(base, q, CSV_ROW_CAP, 0), findTriggerCsvRows(base, q, CSV_ROW_CAP)]);
  const lines = [...orders.map((order) => csvLine(toHistoryRow(order, zone), zone)), ...triggers.map((row) => triggerCsvLine(row, zone))];
  return `\uFEFF${[HEADER.join(';'), ...lines].join('\r\n')}\r\n`;
}
