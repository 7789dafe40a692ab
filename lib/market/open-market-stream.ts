import { randomUUID } from 'node:crypto';
import { sseComment, sseMessage } from '@/lib/api/domain/sse';
import { expectCalls } from '@/lib/api/gate-place';
import { listenerEpoch, onMarketChanged, onMarketPush, startMarketEvents } from '@/lib/db-events';
import { sql } from '@/lib/db';
import { getCurrentWindow, windowDto } from '@/lib/market-window/get-current-window';
import { toStored, type StoredWindow } from '@/lib/market-window/issue-window';
import {
  PushJournal,
  streamEventFor,
  viewerAfter,
  type MarketPush,
  type NewWindowRow,
  type PushedWindow,
  type StreamEvent,
  type StreamViewer,
} from './domain/market-push';

/** A comment this often keeps proxies and load balancers from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;
/** How long a browser waits before it reconnects (the `retry:` hint). */
const RETRY_MS = 3_000;
/** The pushes kept for a reconnecting browser: minutes of a busy market. */
const JOURNAL_CAPACITY = 2_000;
/**
 * A stream ends after this, and a fifth more at most, so screens do not come back all at once: the
 * browser reconnects on its own (resuming where it was), which checks the session again and reads
 * the relationships anew.
 */
const LIFETIME_MS = 15 * 60_000;
/**
 * On a new window each screen loads at once what it shows (the market screen its offers and the
 * metadata, the dashboard its lists): this many calls at most, which the front door lets wait
 * (expectCalls) up to ROLLOVER_WAIT_MS instead of refusing them.
 */
const CALLS_PER_SCREEN = 3;
const ROLLOVER_WAIT_MS = 15_000;

interface OpenStream {
  /**
   * Tells the stream of a push: the viewer follows its relationships, then the event goes out if it
   * is its business (returned), written by `encoded`.
   */
  push(id: string, push: MarketPush, encoded?: EncodedEvents): StreamEvent['event'] | undefined;
  send(id: string, event: StreamEvent): void;
  close(): void;
}

/** A push's events as the streams send them: each written once, however many streams it goes to. */
type EncodedEvents = (event: StreamEvent) => Uint8Array;

const encoder = new TextEncoder();
const HEARTBEAT = encoder.encode(sseComment());

/**
 * The events of the push `id`, each encoded on first need and then shared: within one push an
 * event's name decides its data (market-push.ts, streamEventFor), so a rollover writes its window
 * event once, not once per open screen.
 */
function encodedOnce(id: string): EncodedEvents {
  const written = new Map<string, Uint8Array>();
  return (event) => {
    let bytes = written.get(event.event);
    if (!bytes) {
      bytes = encoder.encode(sseMessage({ id, ...event }));
      written.set(event.event, bytes);
    }
    return bytes;
  };
}

const BOOT = randomUUID().slice(0, 8);
const state = globalThis as unknown as { marketStreams?: { streams: Set<OpenStream>; journal: PushJournal; epoch: number } };

/**
 * This process's streams and its journal. Every instance listens (lib/db-events.ts) and tells its
 * own streams at once. When the listening connection was lost, pushes may have passed unseen: a new
 * journal starts, and the open streams end, so their browsers reconnect, cannot resume, and load
 * the market anew.
 */
function hub() {
  if (state.marketStreams) return state.marketStreams;
  const epoch = listenerEpoch();
  const created = { streams: new Set<OpenStream>(), journal: new PushJournal(`${BOOT}-${epoch}`, JOURNAL_CAPACITY), epoch };
  state.marketStreams = created;
  onMarketChanged(() => {
    if (listenerEpoch() === created.epoch) return;
    created.epoch = listenerEpoch();
    created.journal = new PushJournal(`${BOOT}-${created.epoch}`, JOURNAL_CAPACITY);
    for (const stream of [...created.streams]) stream.close();
  });
  onMarketPush((notified) => {
    const push = 'w' in notified ? { p: notified.p, w: pushedWindow(notified.w as unknown as NewWindowRow) } : notified;
    const id = created.journal.add(push);
    const encoded = encodedOnce(id);
    let told = 0;
    for (const stream of created.streams) if (stream.push(id, push, encoded) === 'window') told += 1;
    if (told > 0) expectCalls(CALLS_PER_SCREEN * told, ROLLOVER_WAIT_MS);
  });
  startMarketEvents();
  return created;
}

/**
 * A new window as every screen is told of it, written once per instance: with the whole window, as
 * GET /api/generic/marketWindow answers it at this moment (its currentTime is the push's, so a
 * screen does not read its clock's skew from it).
 */
function pushedWindow(row: NewWindowRow): PushedWindow {
  const window = toStored({ ...row, created: new Date(row.created), expires: new Date(row.expires) });
  return { id: row.id, expires: row.expires, isClone: row.isClone, window: windowDto(window) };
}

/**
 * GET /api/market/stream: Server-Sent Events for one buyer's market and order screens, or one
 * seller's order screens (docs/market-stream.md). The database is asked only while a buyer's
 * stream opens (its sellers; the window when it cannot resume); an open stream holds no
 * connection, only its place in this process's set.
 */
export async function openMarketStream(
  user: { userId: number; accountId: number; platformId: string; accountType: string },
  lastEventId: string | null,
  signal: AbortSignal,
): Promise<Response> {
  const streams = hub();
  const seller = user.accountType === 'SELLER';
  const sellers = seller
    ? []
    : await sql<{ id: number }>`SELECT "sellerAccountId" AS "id" FROM "Relationship" WHERE "buyerAccountId" = ${user.accountId} AND "status" = 'ENABLED'`;
  let viewer: StreamViewer = {
    userId: user.userId,
    accountId: user.accountId,
    seller,
    platformId: user.platformId,
    sellerIds: new Set(sellers.map((s) => s.id)),
  };
  const missed = lastEventId === null ? [] : streams.journal.since(lastEventId);
  // A browser that cannot resume may have missed anything: a buyer's is sent the current window, on
  // which it loads everything again; a seller's an orders event naming none, on which its orders load again.
  const resync: StreamEvent | null =
    missed !== null ? null : seller ? { event: 'orders', data: { ids: [] } } : windowEvent(await getCurrentWindow(user.platformId));
  let controller: ReadableStreamDefaultController<Uint8Array>;
  // Once the browser went away (cancel) or the stream ended, nothing is written any more.
  let ended = false;
  const write = (bytes: Uint8Array) => {
    if (!ended) controller.enqueue(bytes);
  };
  const heartbeat = setInterval(() => write(HEARTBEAT), HEARTBEAT_MS);
  const lifetime = setTimeout(() => end(true), LIFETIME_MS * (1 + Math.random() / 5));
  const stream: OpenStream = {
    push(id, push, encoded = encodedOnce(id)) {
      viewer = viewerAfter(push, viewer);
      const event = streamEventFor(push, viewer);
      if (event) write(encoded(event));
      // A session that ended is told once; the browser's reconnect would be refused anyway.
      if (event?.event === 'ended') end(true);
      return event?.event;
    },
    send: (id, event) => write(encoder.encode(sseMessage({ id, ...event }))),
    close: () => end(true),
  };
  function end(closeBody: boolean) {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    streams.streams.delete(stream);
    if (closeBody) controller.close();
  }
  const body = new ReadableStream<Uint8Array>({
    start(opened) {
      controller = opened;
      for (const { id, push } of missed ?? []) stream.push(id, push);
      if (resync) stream.send(streams.journal.latestId(), resync);
      // The id of the last push so far: a reconnect resumes from here even when nothing was sent yet.
      write(encoder.encode(sseMessage({ retry: RETRY_MS, id: streams.journal.latestId() })));
      // A missed push may have ended the session already.
      if (!ended) streams.streams.add(stream);
    },
    cancel: () => end(false),
  });
  if (signal.aborted) end(false);
  else signal.addEventListener('abort', () => end(false), { once: true });
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform: compression would hold the events back until a buffer fills.
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    },
  });
}

function windowEvent(window: StoredWindow | null): StreamEvent | null {
  return window && { event: 'window', data: { id: window.id, expires: window.expires.toISOString(), isClone: window.isClone, window: windowDto(window) } };
}
