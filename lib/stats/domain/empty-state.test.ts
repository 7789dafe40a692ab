import { isFiltered, rankingEmptyKey } from './empty-state';

describe('rankingEmptyKey', () => {
  it.each([
    ['SELLER', false, 'buyer_no_ranking'],
    ['BUYER', false, 'seller_no_ranking'],
    ['SELLER', true, 'graph_no_results'],
    ['BUYER', true, 'graph_no_results'],
  ])('%s, filtered %s -> %s', (type, filtered, key) => {
    expect(rankingEmptyKey(type, filtered)).toBe(key);
  });
});

describe('isFiltered', () => {
  it('is false for no choice and "All"', () => {
    expect(isFiltered({ terminals: [], products: [], deliveryAddresses: [], dateRange: null, days: null })).toBe(false);
  });
  it.each([
    [{ terminals: [1] }],
    [{ products: [2] }],
    [{ deliveryAddresses: [3] }],
    [{ accounts: [4] }],
    [{ days: 7 }],
    [{ dateRange: { start: '2026-11-01', end: '2026-11-02' } }],
  ])('is true for %o', (filter) => {
    expect(isFiltered(filter)).toBe(true);
  });
});
