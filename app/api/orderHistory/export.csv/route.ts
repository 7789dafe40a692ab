import { getLocale } from 'next-intl/server';
import { withApi } from '@/lib/api/with-api';
import { brand } from '@/lib/env';
import { exportOrderHistoryCsv } from '@/lib/order-history/export-csv';
import { ZOrderHistoryQuery } from '@/lib/order-history/schemas';

/** The filtered order history as a CSV file for spreadsheets, in the caller's language. */
export const GET = withApi({
  auth: 'user',
  query: ZOrderHistoryQuery,
  handler: async ({ user, query }) => {
    const { timeZone, decimals } = brand();
    const file = await exportOrderHistoryCsv(user, query, { locale: await getLocale(), zone: timeZone, decimals });
    return new Response(file.body, {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${file.fileName}"` },
    });
  },
});
