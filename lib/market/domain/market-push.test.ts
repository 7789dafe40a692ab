import { PushJournal, streamEventFor, type MarketPush } from './market-push';

const viewer = { platformId: 'fuelmarket', accountId: 21, sellerIds: new Set([7, 9]) };
const offers = (s: number, o: number[], p = 'fuelmarket'): MarketPush => ({ p, s, o });
const window: MarketPush = { p: 'fuelmarket', w: { id: 41, expires: '2026-11-27T10:05:00.000Z', isClone: false } };

describe('what a push means for one stream', () => {
  test('offers of a seller the buyer has an ENABLED relationship with are named; others are none of its business', () => {
    expect(streamEventFor(offers(7, [1, 2]), viewer)).toEqual({ event: 'offers', data: { ids: [1, 2] } });
    expect(streamEventFor(offers(8, [3]), viewer)).toBeNull();
  });

  test('a new window of its platform reaches every stream of the platform, and nothing of another platform does', () => {
    expect(streamEventFor(window, viewer)).toEqual({ event: 'window', data: { id: 41, expires: '2026-11-27T10:05:00.000Z', isClone: false } });
    expect(streamEventFor({ ...window, p: 'oilpool' }, viewer)).toBeNull();
    expect(streamEventFor(offers(7, [1], 'oilpool'), viewer)).toBeNull();
  });

  test("a target order's fill reaches its buyer's streams only", () => {
    const fill = (b: number): MarketPush => ({ p: 'fuelmarket', b, f: { targetOrderId: 5, orderId: 77 } });
    expect(streamEventFor(fill(21), viewer)).toEqual({ event: 'fill', data: { targetOrderId: 5, orderId: 77 } });
    expect(streamEventFor(fill(22), viewer)).toBeNull();
    expect(streamEventFor({ ...fill(21), p: 'oilpool' }, viewer)).toBeNull();
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
