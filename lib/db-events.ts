import { Socket } from 'node:net';
import { Client } from 'pg';
import { log } from '@/lib/log';
import type { MarketPush } from '@/lib/market/domain/market-push';

/**
 * PostgreSQL LISTEN on the channels `market_changed` (sent by triggers, see docs/marketplace.md)
 * and `market_push` (what open market screens are told, docs/market-stream.md): one dedicated
 * connection per process, reconnecting after a failure. Caches ask `listening()` and are bypassed
 * while it is false, since a change could then pass unnoticed.
 */
const CHANNEL = 'market_changed';
const PUSH_CHANNEL = 'market_push';
const RECONNECT_MS = 1_000;

type Listener = () => void;
type PushListener = (push: MarketPush) => void;

const state = globalThis as unknown as {
  marketEvents?: { listening: boolean; started: boolean; epoch: number; listeners: Set<Listener>; pushListeners: Set<PushListener>; client?: Client };
};
const events = (state.marketEvents ??= {
  listening: false,
  started: false,
  epoch: 0,
  listeners: new Set<Listener>(),
  pushListeners: new Set<PushListener>(),
});

/** True while the LISTEN connection is up: only then may a market cache be used. */
export function listening(): boolean {
  return events.listening;
}

/** Counts the times listening started: notifications of one epoch reached this process without a gap. */
export function listenerEpoch(): number {
  return events.epoch;
}

/** Called on every market change and whenever listening starts or stops (changes may have passed). */
export function onMarketChanged(listener: Listener) {
  events.listeners.add(listener);
}

/** Called with every market_push notification, on every instance, at the writer's commit. */
export function onMarketPush(listener: PushListener) {
  events.pushListeners.add(listener);
}

function changed() {
  for (const listener of events.listeners) listener();
}

/** Starts listening once per process; safe to call from every request. */
export function startMarketEvents() {
  if (events.started) return;
  events.started = true;
  void connect();
}

/**
 * Stops listening and closes the connection, with no reconnect (a Jest test file's end: each
 * file has its own global scope, and a listener left open would be one more connection per file,
 * calling into a scope Jest has torn down).
 */
export async function stopMarketEvents() {
  events.started = false;
  events.listening = false;
  const client = events.client;
  events.client = undefined;
  await client?.end().catch(() => {});
}

async function connect() {
  if (!events.started) return;
  // The listener never keeps a process alive by itself: a script or a test that priced through the
  // market cache ends when its own work is done.
  const socket = new Socket();
  socket.unref();
  const client = new Client({ connectionString: process.env.DATABASE_URL, stream: () => socket });
  events.client = client;
  let down = false;
  const lost = (error?: Error) => {
    if (down) return;
    down = true;
    events.listening = false;
    // Stopped on purpose (stopMarketEvents): no caches to warn, no reconnect.
    if (events.client !== client) return;
    changed();
    if (error) log.warn({ err: error }, 'market change listener lost its connection; caches bypassed until it is back');
    client.end().catch(() => {});
    setTimeout(() => void connect(), RECONNECT_MS).unref();
  };
  client.on('error', lost);
  client.on('end', () => lost());
  client.on('notification', (message) => {
    if (message.channel === CHANNEL) changed();
    if (message.channel === PUSH_CHANNEL && message.payload) {
      const push = JSON.parse(message.payload) as MarketPush;
      for (const listener of events.pushListeners) listener(push);
    }
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}; LISTEN ${PUSH_CHANNEL}`);
    if (down || events.client !== client) return;
    events.epoch += 1;
    // Whatever changed while nobody listened is dropped before the caches are used again.
    changed();
    events.listening = true;
  } catch (error) {
    lost(error as Error);
  }
}
