import { withApi } from '@/lib/api/with-api';
import { openMarketStream } from '@/lib/market/open-market-stream';

// A stream is answered per request and written to while it is open, in Node (it listens to PostgreSQL).
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * Server-Sent Events for the caller's screens (docs/market-stream.md): a buyer's market (new
 * windows, changed offers) and orders; a seller's orders only.
 */
export const GET = withApi({
  auth: { route: (user) => (user.accountType === 'SELLER' ? 'orders' : 'market') },
  handler: ({ req, user }) => openMarketStream(user, req.headers.get('last-event-id'), req.signal),
});
