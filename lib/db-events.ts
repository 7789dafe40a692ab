import { Socket } from 'node:net';
import { Client } from 'pg';
import { log } from '@/lib/log';

/**
 * PostgreSQL LISTEN on the channel `market_changed` (sent by triggers, see docs/marketplace.md):
 * one dedicated connection per process, reconnecting after a failure. Caches ask `listening()`
 * and are bypassed while it is false, since a change could then pass unnoticed.
 */
const CHANNEL = 'market_changed';
const RECONNECT_MS = 1_000;

type Listener = () => void;

const state = globalThis as unknown as { marketEvents?: { listening: boolean; started: boolean; listeners: Set<Listener> } };
const events = (state.marketEvents ??= { listening: false, started: false, listeners: new Set<Listener>() });

/** True while the LISTEN connection is up: only then may a market cache be used. */
export function listening(): boolean {
  return events.listening;
}

/** Called on every market change and whenever listening starts or stops (changes may have passed). */
export function onMarketChanged(listener: Listener) {
  events.listeners.add(listener);
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

async function connect() {
  // The listener never keeps a process alive by itself: a script or a test that priced through the
  // market cache ends when its own work is done.
  const socket = new Socket();
  socket.unref();
  const client = new Client({ connectionString: process.env.DATABASE_URL, stream: () => socket });
  let down = false;
  const lost = (error?: Error) => {
    if (down) return;
    down = true;
    events.listening = false;
    changed();
    if (error) log.warn({ err: error }, 'market change listener lost its connection; caches bypassed until it is back');
    client.end().catch(() => {});
    setTimeout(() => void connect(), RECONNECT_MS).unref();
  };
  client.on('error', lost);
  client.on('end', () => lost());
  client.on('notification', (message) => {
    if (message.channel === CHANNEL) changed();
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    if (down) return;
    // Whatever changed while nobody listened is dropped before the caches are used again.
    changed();
    events.listening = true;
  } catch (error) {
    lost(error as Error);
  }
}
