import { listening, startMarketEvents, stopMarketEvents } from '@/lib/db-events';
import { db } from '../helpers/factories';

/**
 * The process's LISTEN connection (lib/db-events.ts) ends when asked: each Jest test file has its
 * own global scope, and one left open per file that used the market's caches was one more
 * connection per file, calling into a scope Jest had torn down.
 */
afterAll(() => db.$disconnect());

const waitFor = async (done: () => Promise<boolean> | boolean) => {
  const until = Date.now() + 10_000;
  while (!(await done())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
/** The backend of this scope's LISTEN connection, as PostgreSQL counts its sessions. */
const backend = () => (globalThis as { marketEvents?: { client?: { processID?: number } } }).marketEvents?.client?.processID;
const sessions = async (pid: number) => (await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = ${pid}`)[0].n;

test('stopping closes the listening connection and nothing reconnects it; starting again listens again', async () => {
  startMarketEvents();
  await waitFor(listening);
  const pid = backend()!;
  expect(await sessions(pid)).toBe(1);

  await stopMarketEvents();
  expect(listening()).toBe(false);
  await waitFor(async () => (await sessions(pid)) === 0);
  // Past the reconnect delay after a lost connection (1 s): still stopped.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(listening()).toBe(false);
  expect(backend()).toBeUndefined();

  startMarketEvents();
  await waitFor(listening);
  expect(backend()).not.toBe(pid);
});
