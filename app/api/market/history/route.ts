import { withApi } from '@/lib/api/with-api';
import { brand } from '@/lib/env';
import { getQuoteHistory } from '@/lib/market-data/get-quote-history';
import { ZQuoteHistoryQuery } from '@/lib/market-data/schemas';

export const GET = withApi({ auth: 'user', query: ZQuoteHistoryQuery, handler: ({ query }) => getQuoteHistory(query.symbol, brand().timeZone) });
