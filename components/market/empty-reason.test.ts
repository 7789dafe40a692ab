import { emptyReason } from './empty-reason';

describe('emptyReason', () => {
  const open = { marketOpen: true, limitedMarket: false, enabledSellers: 2, filtered: false };
  it.each([
    ['no released seller, also while the market is closed', { ...open, marketOpen: false, enabledSellers: 0 }, 'noSellers'],
    ['a closed market, whatever else', { ...open, marketOpen: false, limitedMarket: true, filtered: true }, 'closed'],
    ['a closed market for a child account whose sellers are unknown', { ...open, marketOpen: false, enabledSellers: null }, 'closed'],
    ['no released seller', { ...open, enabledSellers: 0 }, 'noSellers'],
    ['filters that match nothing', { ...open, filtered: true }, 'filtered'],
    ['live prices missing', { ...open, limitedMarket: true }, 'limited'],
    ['a child account whose sellers are unknown', { ...open, enabledSellers: null }, 'none'],
    ['nothing special', open, 'none'],
  ] as const)('%s -> %s', (_label, state, reason) => {
    expect(emptyReason(state)).toBe(reason);
  });
});
