import type { SessionUser } from '@/lib/auth/session-user';
import { messagesFor } from '@/lib/i18n/messages';
import { csvHeader, csvLine, type CsvFormat } from './csv-line';
import { findHistoryPage } from './find-history-page';
import { toHistoryRow } from './order-row';
import type { OrderHistoryQuery } from './schemas';
import { historyBase } from './scope';

export const CSV_ROW_CAP = 50_000;

/**
 * GET /api/orderHistory/export.csv: every filtered row (up to the cap) for a spreadsheet, in the
 * reader's language (headings, statuses, dates, decimal mark); `;` separated, with a byte-order
 * mark so Excel reads UTF-8.
 */
export async function exportOrderHistoryCsv(user: SessionUser, q: OrderHistoryQuery, format: Omit<CsvFormat, 'viewer'>) {
  const messages = messagesFor(format.locale);
  const full: CsvFormat = { ...format, viewer: user.accountType === 'SELLER' ? 'SELLER' : 'BUYER' };
  const orders = await findHistoryPage(await historyBase(user, q.shareholderList, q.productType), q, CSV_ROW_CAP, 0);
  const lines = orders.map((order) => csvLine(toHistoryRow(order, format.zone, format.locale), full, messages));
  return { fileName: messages.orders.csv.fileName, body: `\uFEFF${[csvHeader(messages), ...lines].join('\r\n')}\r\n` };
}
