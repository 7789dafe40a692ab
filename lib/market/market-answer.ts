import { createHash } from 'node:crypto';
import { constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { DateTime } from 'luxon';
import { brand } from '@/lib/env';
import { listMarketOffers, type MarketViewer } from './list-market-offers';
import { loadMarketRows } from './load-market-rows';
import type { MarketOffersQuery } from './schemas';

interface Answer {
  key: string;
  etag: string;
  /** UTF-8, encoded once. */
  body: Uint8Array<ArrayBuffer>;
  /** The body gzipped, once, for the first client that accepts it (every browser does). */
  gzipped?: Uint8Array<ArrayBuffer>;
}

/**
 * The serialised market answers of this instance, one per buyer account, user and query: every
 * open market screen polls once per window, and most polls find nothing changed. Bounded by size
 * (the answer of a large market is megabytes).
 */
const answers = new LRUCache<string, Answer>({ maxSize: 256 * 1024 * 1024, sizeCalculation: (a) => a.body.length + 1 });

/**
 * Next compresses pages but not a route handler's answer: a market of 2,000 offers is 1.7 MB of
 * JSON and a twentieth of that gzipped. The fastest level: at a rollover every screen's answer is
 * new, and the next levels save a few kB more for twice the CPU.
 */
const gzip = (body: Uint8Array<ArrayBuffer>) => new Uint8Array(gzipSync(body, { level: constants.Z_BEST_SPEED }));
const acceptsGzip = (req: { headers: Headers }) => /\bgzip\b/.test(req.headers.get('accept-encoding') ?? '');

/**
 * GET /api/v2/offers as a Response. One cheap statement fingerprints everything the answer is made
 * of (market window and version, the buyer's offer rows, addresses and favourite; see
 * load-market-rows.ts); with the brand's local minute (daily hours and lifting-period days move by
 * the minute at most) it names the answer exactly. An equal answer is sent as it was built, and a
 * browser that has it gets 304. Anything else builds the answer anew. No time-out decides
 * freshness: a change shows at the next request, on every instance.
 */
export async function marketAnswer(viewer: MarketViewer, query: MarketOffersQuery, req: { headers: Headers }, now = new Date()): Promise<Response> {
  // A few offers a push named: small, and asked once, so not worth a place among the kept answers.
  if (query.ids) return Response.json((await listMarketOffers(viewer, query, now)).market, { headers: { 'cache-control': 'private, no-cache' } });
  const minute = DateTime.fromJSDate(now, { zone: brand().timeZone }).toFormat('yyyy-MM-dd HH:mm');
  const slot = `${viewer.accountId}:${viewer.userId}:${JSON.stringify(query)}`;
  const head = await loadMarketRows(viewer, now, { favouriteId: query.favouriteId, withOffers: false });
  let answer = answers.get(slot);
  if (answer?.key !== `${head.fingerprint}|${minute}`) {
    const { market, fingerprint } = await listMarketOffers(viewer, query, now);
    const key = `${fingerprint}|${minute}`;
    answer = { key, etag: `"${createHash('sha1').update(`${slot}|${key}`).digest('base64url')}"`, body: new TextEncoder().encode(JSON.stringify(market)) };
    answers.set(slot, answer);
  }
  const gzipped = acceptsGzip(req);
  // Each encoding is its own representation, with its own tag.
  const etag = gzipped ? answer.etag.replace(/"$/, '-gz"') : answer.etag;
  const headers = { etag, 'cache-control': 'private, no-cache', vary: 'accept-encoding' };
  if (req.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  if (!gzipped) return new Response(answer.body, { headers: { ...headers, 'content-type': 'application/json' } });
  answer.gzipped ??= gzip(answer.body);
  return new Response(answer.gzipped, { headers: { ...headers, 'content-type': 'application/json', 'content-encoding': 'gzip' } });
}
