import { EMPTY_FILTERS, nextSort, offersPath, offersSearch } from './offers-query';

describe('offersSearch', () => {
  test('leaves unset choices out so the server defaults apply', () => {
    expect(offersSearch(EMPTY_FILTERS)).toBe('');
    expect(offersSearch({ ...EMPTY_FILTERS, sortType: 'desc' })).toBe('');
  });
  test('names each filter as GET /api/v2/offers reads it', () => {
    expect(offersSearch({ ...EMPTY_FILTERS, productId: '3', terminalId: '7', regionId: '2', deliveryAddressId: '11', favouriteId: '5' })).toBe(
      'productIds=3&terminalIds=7&regionIds=2&deliveryAddressId=11&favouriteId=5',
    );
  });
  test('sends the direction with the sort field', () => {
    expect(offersSearch({ ...EMPTY_FILTERS, sortBy: 'price', sortType: 'desc' })).toBe('sortBy=price&sortType=desc');
  });
});

describe('offersPath', () => {
  test('the own market or a child account’s', () => {
    expect(offersPath(null, '')).toBe('/api/v2/offers');
    expect(offersPath(null, 'productIds=1')).toBe('/api/v2/offers?productIds=1');
    expect(offersPath(42, 'sortBy=price&sortType=asc')).toBe('/api/offers/childAccount/42?sortBy=price&sortType=asc');
  });
});

describe('nextSort (a click on a column header)', () => {
  test('a new column sorts ascending; the sorted one turns its direction', () => {
    expect(nextSort({ sortBy: '', sortType: 'asc' }, 'price')).toEqual({ sortBy: 'price', sortType: 'asc' });
    expect(nextSort({ sortBy: 'price', sortType: 'asc' }, 'price')).toEqual({ sortBy: 'price', sortType: 'desc' });
    expect(nextSort({ sortBy: 'price', sortType: 'desc' }, 'price')).toEqual({ sortBy: 'price', sortType: 'asc' });
    expect(nextSort({ sortBy: 'price', sortType: 'desc' }, 'seller')).toEqual({ sortBy: 'seller', sortType: 'asc' });
  });
});
