import type { SessionUser } from '@/lib/auth/session-user';
import { messagesFor } from '@/lib/i18n/messages';
import { csvHeader, csvLine, triggerCsvLine, type CsvFormat } from './csv-line';
import { findHistoryPage } from './find-history-page';
import { toHistoryRow } from './order-row';
import type { OrderHistoryQuery } from './schemas';
import { historyBase } from './scope';
import { findTriggerCsvRows } from './trigger-csv-lines';

export const CSV_ROW_CAP = 50_000;

/**
 * GET /api/orderHistory/export.csv: every filtered row (up to the cap each) for a spreadsheet, in
 * the reader's language (headings, statuses, dates, decimal mark); `;` separated, with a byte-order
 * mark so Excel reads UTF-8. The fuel export lists the trigger orders after the spot orders, marked
 * in the last column, so a spreadsheet sums every order's invoice.
 */
export async function exportOrderHistoryCsv(user: SessionUser, q: OrderHistoryQuery, format: Omit<CsvFormat, 'viewer'>) {
  const messages = messagesFor(format.locale);
  const full: CsvFormat = { ...format, viewer: user.accountType === 'SELLER' ? 'SELLER' : 'BUYER' };
  const base = await historyBase(user, q.shareholderList, q.productType);
  const [orders, triggers] = await Promise.all([findHistoryPage(base, q, CSV_ROW_CAP, 0), findTriggerCsvRows(base, q, CSV_ROW_CAP)]);
  const lines = [
    ...orders.map((order) => csvLine(toHistoryRow(order, format.zone, format.locale), full, messages)),
    ...triggers.map((row) => triggerCsvLine(row, full, messages)),
  ];
  return { fileName: messages.orders.csv.fileName, body: `\uFEFF${[csvHeader(messages), ...lines].join('\r\n')}\r\n` };
}
