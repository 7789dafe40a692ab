import { marketOffer } from '@/tests/helpers/market-offer';
import { mergeOffers } from './merge-offers';

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
});
