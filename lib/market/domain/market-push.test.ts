import { PushJournal, streamEventFor, viewerAfter, type MarketPush } from './market-push';

const viewer = { userId: 30, accountId: 3, seller: false, platformId: 'fuelmarket', sellerIds: new Set([7, 9]) };
const offers = (s: number, o: number[], p = 'fuelmarket'): MarketPush => ({ p, s, o });
const answer = {
  _id: 41,
  prices: [{ symbol: '/GAS', price: '825', live: true, timestamp: '2026-11-27T10:00:00.000Z' }],
  created: '2026-11-27T10:00:00.000Z',
  expires: '2026-11-27T10:05:00.000Z',
  currentTime: '2026-11-27T10:00:00.100Z',
  marketChange: '0',
  isClone: false,
  marketOpen: true,
  opens: null,
};
const pushed = { id: 41, expires: '2026-11-27T10:05:00.000Z', isClone: false, window: answer };
const window: MarketPush = { p: 'fuelmarket', w: pushed };

describe('what a push means for one stream', () => {
  test('within one push, an event of a given name carries the same data to every stream that gets it (each is written once, lib/market/open-market-stream.ts)', () => {
    const viewers = [
      viewer,
      { ...viewer, userId: 31 },
      { ...viewer, userId: 40, accountId: 4, sellerIds: new Set([7]) },
      { userId: 50, accountId: 5, seller: true, platformId: 'fuelmarket', sellerIds: new Set<number>() },
    ];
    const pushes: MarketPush[] = [
      offers(7, [1, 2]),
      window,
      { p: 'fuelmarket', b: 3, f: { targetOrderId: 5, orderId: 77 } },
      { p: 'fuelmarket', b: 3, s: 8, e: true },
      { c: true },
      { p: 'fuelmarket', a: 3, r: [11] },
      { p: 'fuelmarket', a: 5, r: [12] },
      { p: 'fuelmarket', u: [30, 50] },
    ];
    for (const push of pushes) {
      const byName = new Map<string, unknown[]>();
      for (const v of viewers) {
        const event = streamEventFor(push, v);
        if (event) byName.set(event.event, [...(byName.get(event.event) ?? []), event.data]);
      }
      expect(byName.size).toBeGreaterThan(0);
      for (const data of byName.values()) for (const each of data) expect(each).toEqual(data[0]);
    }
  });

  test('offers of a seller the buyer has an ENABLED relationship with are named; others are none of its business', () => {
    expect(streamEventFor(offers(7, [1, 2]), viewer)).toEqual({ event: 'offers', data: { ids: [1, 2] } });
    expect(streamEventFor(offers(8, [3]), viewer)).toBeNull();
  });

  test('a new window of its platform reaches every stream of the platform, and nothing of another platform does', () => {
    expect(streamEventFor(window, viewer)).toEqual({ event: 'window', data: pushed });
    expect(streamEventFor({ ...window, p: 'oilpool' }, viewer)).toBeNull();
    expect(streamEventFor(offers(7, [1], 'oilpool'), viewer)).toBeNull();
  });

  test("a target order's fill reaches its buyer's streams only", () => {
    const fill = (b: number): MarketPush => ({ p: 'fuelmarket', b, f: { targetOrderId: 5, orderId: 77 } });
    expect(streamEventFor(fill(3), viewer)).toEqual({ event: 'fill', data: { targetOrderId: 5, orderId: 77 } });
    expect(streamEventFor(fill(4), viewer)).toBeNull();
    expect(streamEventFor({ ...fill(3), p: 'oilpool' }, viewer)).toBeNull();
  });

  test("a change of the buyer's relationship loads its market whole, and its seller's offers reach it from then on, until blocked", () => {
    const enabled: MarketPush = { p: 'fuelmarket', b: 3, s: 8, e: true };
    expect(streamEventFor(enabled, viewer)).toEqual({ event: 'market', data: {} });
    const after = viewerAfter(enabled, viewer);
    expect(streamEventFor(offers(8, [3]), after)).toEqual({ event: 'offers', data: { ids: [3] } });
    const blocked = viewerAfter({ p: 'fuelmarket', b: 3, s: 7, e: false }, after);
    expect(streamEventFor(offers(7, [1]), blocked)).toBeNull();
    // Another buyer's relationship is none of this stream's business.
    const others: MarketPush = { p: 'fuelmarket', b: 4, s: 8, e: true };
    expect([streamEventFor(others, viewer), viewerAfter(others, viewer)]).toEqual([null, viewer]);
  });

  test('a catalogue change loads every market whole', () => {
    expect(streamEventFor({ c: true }, viewer)).toEqual({ event: 'market', data: {} });
  });

  test('orders reach the streams of the account they name only', () => {
    expect(streamEventFor({ p: 'fuelmarket', a: 3, r: [11, 12] }, viewer)).toEqual({ event: 'orders', data: { ids: [11, 12] } });
    expect(streamEventFor({ p: 'fuelmarket', a: 4, r: [13] }, viewer)).toBeNull();
    expect(streamEventFor({ p: 'oilpool', a: 3, r: [13] }, viewer)).toBeNull();
  });

  test("a seller's stream hears of its account's orders and of nothing else", () => {
    const seller = { userId: 70, accountId: 7, seller: true, platformId: 'fuelmarket', sellerIds: new Set<number>() };
    expect(streamEventFor({ p: 'fuelmarket', a: 7, r: [11] }, seller)).toEqual({ event: 'orders', data: { ids: [11] } });
    expect(streamEventFor({ p: 'fuelmarket', a: 3, r: [12] }, seller)).toBeNull();
    for (const push of [offers(7, [1]), window, { c: true } as const, { p: 'fuelmarket', b: 7, s: 7, e: true }])
      expect(streamEventFor(push, seller)).toBeNull();
  });

  test("a user whose sessions ended is told so on its own streams, buyer's or seller's, and nobody else", () => {
    const seller = { userId: 70, accountId: 7, seller: true, platformId: 'fuelmarket', sellerIds: new Set<number>() };
    expect(streamEventFor({ p: 'fuelmarket', u: [30, 31] }, viewer)).toEqual({ event: 'ended', data: {} });
    expect(streamEventFor({ p: 'fuelmarket', u: [70] }, seller)).toEqual({ event: 'ended', data: {} });
    expect(streamEventFor({ p: 'fuelmarket', u: [31] }, viewer)).toBeNull();
    expect(streamEventFor({ p: 'oilpool', u: [30] }, viewer)).toBeNull();
  });
});

describe('the journal a reconnecting browser resumes from', () => {
  test('gives the pushes after the last id seen, with their ids', () => {
    const journal = new PushJournal('boot-1', 10);
    const start = journal.latestId();
    expect(start).toBe('boot-1.0');
    const first = journal.add(offers(7, [1]));
    journal.add(window);
    expect(journal.since(start)).toEqual([
      { id: first, push: offers(7, [1]) },
      { id: 'boot-1.2', push: window },
    ]);
    expect(journal.since(first)).toEqual([{ id: 'boot-1.2', push: window }]);
    expect(journal.since(journal.latestId())).toEqual([]);
  });

  test('cannot resume an id of another journal (instance or listening run), a future one, or one older than it keeps', () => {
    const journal = new PushJournal('boot-2', 2);
    for (const id of [1, 2, 3]) journal.add(offers(7, [id]));
    expect(journal.since('boot-1.3')).toBeNull();
    expect(journal.since('boot-2.4')).toBeNull();
    expect(journal.since('nonsense')).toBeNull();
    // Pushes 2 and 3 are kept: resuming after 1 is whole, after 0 is not.
    expect(journal.since('boot-2.1')?.map((e) => e.id)).toEqual(['boot-2.2', 'boot-2.3']);
    expect(journal.since('boot-2.0')).toBeNull();
  });
});
