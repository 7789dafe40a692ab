import { withApi } from '@/lib/api/with-api';
import { brand } from '@/lib/env';
import { exportOrderHistoryCsv } from '@/lib/order-history/export-csv';
import { ZOrderHistoryQuery } from '@/lib/order-history/schemas';

/** The filtered order history as a CSV file for spreadsheets. */
export const GET = withApi({
  auth: 'user',
  query: ZOrderHistoryQuery,
  handler: async ({ user, query }) =>
    new Response(await exportOrderHistoryCsv(user, query, brand().timeZone), {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="bestellungen.csv"' },
    }),
});
