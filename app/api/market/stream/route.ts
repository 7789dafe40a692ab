import { withApi } from '@/lib/api/with-api';
import { openMarketStream } from '@/lib/market/open-market-stream';

// A stream is answered per request and written to while it is open, in Node (it listens to PostgreSQL).
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** Server-Sent Events for the caller's market screen: new windows and changed offers (docs/market-stream.md). */
export const GET = withApi({
  auth: { route: 'market' },
  handler: ({ req, user }) => openMarketStream(user, req.headers.get('last-event-id'), req.signal),
});
