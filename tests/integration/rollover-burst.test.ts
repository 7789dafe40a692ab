import { onExpectedCalls } from '@/lib/api/gate-place';
import { listening, startMarketEvents } from '@/lib/db-events';
import { openMarketStream } from '@/lib/market/open-market-stream';
import { EventStream } from '../helpers/event-stream';
import { createUser, db } from '../helpers/factories';
import { withOwnWindow } from '../helpers/market-factories';

// withOwnWindow may first wait while a test of another file holds the window lock (up to 60 s).
jest.setTimeout(90_000);

/**
 * A new window pushed to this instance's open screens tells its front door (lib/api/gate-place.ts)
 * that their calls are coming, so it lets them wait for a place instead of refusing them (issue 23).
 *
 * @serial It puts a market window of its own in place.
 */
afterAll(() => db.$disconnect());

test('a window pushed to two open screens announces three calls of each to the front door, to wait up to 15 s', async () => {
  const announced: [number, number][] = [];
  onExpectedCalls((calls, withinMs) => announced.push([calls, withinMs]));
  // Listening first: the streams of an instance that starts listening anew are ended (they may have missed pushes).
  startMarketEvents();
  while (!listening()) await new Promise((resolve) => setTimeout(resolve, 20));
  const streams: EventStream[] = [];
  let platformId = '';
  for (let i = 0; i < 2; i++) {
    const buyer = await createUser({ type: 'BUYER' });
    platformId = (await db.account.findUniqueOrThrow({ where: { id: buyer.accountId } })).platformId;
    const abort = new AbortController();
    const answer = await openMarketStream({ userId: buyer.id, accountId: buyer.accountId, platformId, accountType: 'BUYER' }, null, abort.signal);
    streams.push(EventStream.reading(answer, abort));
  }
  try {
    await withOwnWindow(
      platformId,
      (current) => current,
      async (window) => {
        for (const stream of streams) await stream.next((e) => e.event === 'window' && e.data.id === window.id);
        // Other windows (the test server's market loop) may be announced too: this one is among them.
        expect(announced).toContainEqual([6, 15_000]);
      },
    );
  } finally {
    for (const stream of streams) stream.close();
  }
});
