import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { acceptsGzip, gzippedJsonResponse } from '@/lib/api/encoded-body';
import { giveBackPlace } from '@/lib/api/gate-place';
import { brand } from '@/lib/env';
import { localMinute } from './domain/local-minute';
import { listMarketOffers, type MarketViewer } from './list-market-offers';
import { loadMarketRows, marketRowsOf, type MarketHead } from './load-market-rows';
import { marketSnapshot } from './price-cache';
import type { MarketOffersQuery } from './schemas';

interface Answer {
  key: string;
  /** Whether the answer holds for its day (its key names the day) or only for its minute (an offer with daily hours). */
  byTheMinute: boolean;
  etag: string;
  /**
   * The UTF-8 JSON gzipped once (the fastest level), as every browser takes it; a client that
   * does not take gzip gets it unpacked. A fiftieth of the JSON, so a large market's answers of
   * many companies fit (1.7 MB of JSON, 35 kB kept).
   */
  gzip: Uint8Array<ArrayBuffer>;
}

/**
 * The serialised market answers of this instance, one per buyer account and query (and user, when
 * the query names one of the user's favourites: nothing else in the answer is the user's): every
 * open market screen polls once per window, and most polls find nothing changed. Bounded by size
 * (kept gzipped: a large market's answer is tens of kilobytes).
 */
const answers = new LRUCache<string, Answer>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (a) => a.gzip.length + a.key.length + 1 });
/** Compressed off the event loop, in libuv's threads: at a rollover the loop has the screens' calls to serve meanwhile. */
const gzipOf = promisify(gzip);
/** Answers being built, by slot and fingerprint: at a rollover a company's screens ask at once, and one build serves them all. */
const building = new Map<string, Promise<Answer>>();

/**
 * GET /api/v2/offers as a Response. One cheap statement fingerprints everything the answer is made
 * of (market window and version, the buyer's offer rows, addresses and favourite; see
 * load-market-rows.ts); with the brand's local day (collection days and lifting periods move with
 * it), or its minute when an offer of the answer has daily hours, it names the answer exactly: an
 * answer without daily hours serves every minute of its day until something in it changes. An equal answer is sent as it was built, and a
 * browser that has it gets 304. Anything else builds the answer anew. No time-out decides
 * freshness: a change shows at the next request, on every instance. `head`: the statement's
 * result read with the session at `now` (lib/api/with-api.ts's sessionRead), used unless the
 * query names a favourite (whose row the fingerprint then holds too).
 */
export async function marketAnswer(
  viewer: MarketViewer,
  query: MarketOffersQuery,
  req: { headers: Headers },
  now = new Date(),
  read?: MarketHead,
): Promise<Response> {
  // A few offers a push named: small, and asked once, so not worth a place among the kept answers.
  if (query.ids) return jsonResponse((await listMarketOffers(viewer, query, now)).json, { 'cache-control': 'private, no-cache' });
  const minute = localMinute(now, brand().timeZone);
  const slot = `${viewer.accountId}:${query.favouriteId === undefined ? '' : viewer.userId}:${JSON.stringify(query)}`;
  const head = read && query.favouriteId === undefined ? read : await loadMarketRows(viewer, now, { favouriteId: query.favouriteId, withOffers: false });
  const keyOf = (fingerprint: string, byTheMinute: boolean) => `${fingerprint}|${byTheMinute ? minute : minute.slice(0, 10)}`;
  let answer = answers.get(slot);
  if (answer?.key !== keyOf(head.fingerprint, answer?.byTheMinute ?? true)) {
    const flight = `${slot}|${head.fingerprint}|${minute}`;
    let built = building.get(flight);
    if (!built) {
      // The rows this instance keeps for the head read with the session, if it knows them; else read whole.
      const loaded = head === read ? marketRowsOf(viewer.accountId, read) : Promise.resolve(null);
      built = loaded
        .then((rows) => listMarketOffers(viewer, query, now, marketSnapshot, rows ?? undefined))
        .then(async ({ json, fingerprint, byTheMinute }) => {
          const key = keyOf(fingerprint, byTheMinute);
          const etag = `"${createHash('sha1').update(`${slot}|${key}`).digest('base64url')}"`;
          const made = { key, byTheMinute, etag, gzip: new Uint8Array(await gzipOf(json, { level: 1 })) };
          answers.set(slot, made);
          return made;
        });
      building.set(flight, built);
      void built.catch(() => undefined).finally(() => building.delete(flight));
    } else {
      // Another screen of the company is building this answer: waiting for it costs nothing, so a
      // new call may have this one's place at the front door meanwhile.
      giveBackPlace();
    }
    answer = await built;
  }
  const headers = { etag: answer.etag, 'cache-control': 'private, no-cache', vary: 'Accept-Encoding' };
  if (req.headers.get('if-none-match') === answer.etag) return new Response(null, { status: 304, headers });
  return acceptsGzip(req.headers) ? gzippedJsonResponse(answer.gzip, headers) : jsonResponse(new Uint8Array(gunzipSync(answer.gzip)), headers);
}

/** An answer whose JSON is already written. */
export function jsonResponse(body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}): Response {
  return new Response(body, { headers: { ...headers, 'content-type': 'application/json' } });
}
