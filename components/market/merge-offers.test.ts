import { marketOffer } from '@/tests/helpers/market-offer';
import { mergeOffers, offersToAsk } from './merge-offers';

const offer = (id: number, price: string) => ({ ...marketOffer, _id: id, price });

describe('merging pushed offers into the market list', () => {
  const list = [offer(1, '95.10'), offer(2, '96.00'), offer(3, '97.50')];

  test('an answered row takes its place, unasked rows stay as they are', () => {
    expect(mergeOffers(list, [2], [offer(2, '96.40')])).toEqual([offer(1, '95.10'), offer(2, '96.40'), offer(3, '97.50')]);
  });

  test('an asked offer that was not answered (sold out, paused, filtered away) leaves the list', () => {
    expect(mergeOffers(list, [1, 3], [offer(3, '97.00')])).toEqual([offer(2, '96.00'), offer(3, '97.00')]);
  });

  test('an offer the list does not hold yet makes the whole list load again', () => {
    expect(mergeOffers(list, [4], [offer(4, '94.00')])).toBeNull();
  });

  test('a new price sorts the list again as the server does: by price unless the list sorts by another column', () => {
    expect(mergeOffers(list, [1], [offer(1, '96.50')])?.map((o) => o._id)).toEqual([2, 1, 3]);
    const bySeller = [
      { ...offer(1, '95.10'), displayName: 'C' },
      { ...offer(2, '96.00'), displayName: 'B' },
      { ...offer(3, '97.50'), displayName: 'A' },
    ];
    expect(mergeOffers(bySeller, [3], [{ ...offer(3, '90.00'), displayName: 'A' }], { sortBy: 'seller', sortType: 'desc' })?.map((o) => o._id)).toEqual([
      1, 2, 3,
    ]);
  });

  test('the recommendation marks follow the answered rows', () => {
    const marked = [{ ...offer(1, '95.10'), isRecommended: true }, offer(2, '96.00')];
    const merged = mergeOffers(
      marked,
      [1, 2],
      [offer(1, '97.00'), { ...offer(2, '96.00'), isRecommended: true }].map((o) => ({ ...o, isRecommended: o._id === 2 })),
    );
    expect(merged?.map((o) => [o._id, o.isRecommended])).toEqual([
      [2, true],
      [1, false],
    ]);
  });
});

describe('what a push makes the screen ask for', () => {
  test('the named offers and the listed offers of the same product at the same terminal, whose recommendation a new price can move', () => {
    const elsewhere = { ...offer(5, '90.00'), terminal: { ...marketOffer.terminal, id: 99 } };
    const list = [offer(1, '95.10'), offer(2, '96.00'), elsewhere];
    expect(offersToAsk(list, [2]).sort()).toEqual([1, 2]);
    expect(offersToAsk(list, [5])).toEqual([5]);
    // An offer the list does not show yet is asked alone.
    expect(offersToAsk(list, [42])).toEqual([42]);
  });
});
