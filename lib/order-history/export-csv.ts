import type { SessionUser } from '@/lib/auth/session-user';
import { formatDateTime } from '@/lib/format/dates';
import { containerOf, purchaseUnitName } from '@/lib/format/units';
import { findHistoryPage } from './find-history-page';
import { toHistoryRow, type OrderHistoryRow } from './order-row';
import type { OrderHistoryQuery } from './schemas';
import { historyBase } from './scope';

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
];

/** German spreadsheets: decimal comma, semicolon separator, quotes only where needed. */
const comma = (value: string) => value.replace('.', ',');
const cell = (value: string) => (/[;"\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export function csvLine(row: OrderHistoryRow, zone: string): string {
  // An order of containers counts them, in the unit as the screens write it ("4;Fass (200 l)"); fuel its cbm.
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
  ]
    .map(cell)
    .join(';');
}

/** GET /api/orderHistory/export.csv: every filtered row (up to the cap), with a BOM so Excel reads UTF-8. */
export async function exportOrderHistoryCsv(user: SessionUser, q: OrderHistoryQuery, zone: string): Promise<string> {
  const orders = await findHistoryPage(await historyBase(user, q.shareholderList, q.productType), q, CSV_ROW_CAP, 0);
  const lines = orders.map((order) => csvLine(toHistoryRow(order, zone), zone));
  return `\uFEFF${[HEADER.join(';'), ...lines].join('\r\n')}\r\n`;
}
