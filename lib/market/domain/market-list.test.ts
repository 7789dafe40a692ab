import Decimal from 'decimal.js';
import { matchesFilters, recommendedOfferIds, sortOffers, type ListedOffer } from './market-list';

type Amounts = 'price' | 'available' | 'minimumOrder' | 'maximumOrder';
const offer = (id: number, o: Partial<Omit<ListedOffer, Amounts>> & Partial<Record<Amounts, string>> = {}): ListedOffer => ({
  id,
  productId: 1,
  productName: 'Heizöl EL',
  categoryOrder: 10,
  terminalId: 11,
  terminalName: 'Hamburg Hafen',
  regionId: 21,
  regionName: 'Nord',
  sellerId: 31,
  sellerName: 'Nordsee',
  endsAt: '2026-11-27T17:00:00.000Z',
  ...o,
  price: new Decimal(o.price ?? '95.00'),
  available: new Decimal(o.available ?? '100'),
  minimumOrder: new Decimal(o.minimumOrder ?? '5'),
  maximumOrder: new Decimal(o.maximumOrder ?? '60'),
});

describe('matchesFilters', () => {
  const hh = offer(1);
  const ka = offer(2, { terminalId: 12, regionId: 22, productId: 2, sellerId: 32 });
  const favourite = (f: Partial<{ productIds: number[]; regionIds: number[]; terminalIds: number[]; sellerIds: number[] }>) => ({
    productIds: [],
    regionIds: [],
    terminalIds: [],
    sellerIds: [],
    ...f,
  });

  test.each([
    ['no filter', {}, [1, 2]],
    ['product', { productIds: [2] }, [2]],
    ['terminal', { terminalIds: [11] }, [1]],
    ['region', { regionIds: [22] }, [2]],
    ['empty lists mean any', { productIds: [], terminalIds: [] }, [1, 2]],
    ['filters combine', { productIds: [1], regionIds: [22] }, []],
    ['favourite product', { favourite: favourite({ productIds: [1] }) }, [1]],
    ['favourite seller', { favourite: favourite({ sellerIds: [32] }) }, [2]],
    ['favourite region or terminal', { favourite: favourite({ regionIds: [22], terminalIds: [11] }) }, [1, 2]],
    ['favourite terminal only', { favourite: favourite({ terminalIds: [12] }) }, [2]],
    ['favourite with filter', { productIds: [1], favourite: favourite({ regionIds: [22] }) }, []],
  ])('%s', (_name, filters, expected) => {
    expect([hh, ka].filter((o) => matchesFilters(o, filters)).map((o) => o.id)).toEqual(expected);
  });
});

describe('recommendedOfferIds', () => {
  const ids = (offers: ListedOffer[]) => [...recommendedOfferIds(offers)].sort((a, b) => a - b);

  test('the cheapest of a product at a terminal where another costs more, ties for the cheapest included', () => {
    const offers = [offer(1, { price: '95.10' }), offer(2, { price: '95.09' }), offer(3, { price: '95.09' }), offer(4, { price: '96.00', sellerId: 32 })];
    expect(ids(offers)).toEqual([2, 3]);
  });

  test('nothing where there is no choice: a lone offer, or all at one price', () => {
    expect(ids([offer(1)])).toEqual([]);
    expect(ids([offer(1, { price: '95.00' }), offer(2, { price: '95.00' })])).toEqual([]);
  });

  test('each product and terminal is its own comparison', () => {
    const offers = [
      offer(1, { price: '95.00' }),
      offer(2, { price: '94.00', terminalId: 13 }),
      offer(3, { price: '99.00' }),
      offer(4, { price: '80.00', productId: 2 }),
      offer(5, { price: '81.00', productId: 2 }),
      offer(6, { price: '70.00', productId: 2, terminalId: 13 }),
    ];
    expect(ids(offers)).toEqual([1, 4]);
  });

  test('the order of the offers does not change the pick', () => {
    expect(ids([offer(3, { price: '99.00' }), offer(1, { price: '95.00' }), offer(2, { price: '97.00' })])).toEqual([1]);
  });
});

describe('sortOffers', () => {
  const offers = [
    offer(1, {
      price: '97.00',
      categoryOrder: 20,
      productName: 'Diesel',
      terminalName: 'Ingolstadt',
      regionName: 'Süd',
      sellerName: 'Alpha',
      available: '10',
      minimumOrder: '1',
      maximumOrder: '10',
      endsAt: '2026-12-01T10:00:00.000Z',
    }),
    offer(2, { price: '96.00', terminalName: 'Karlsruhe', regionName: 'Südwest', sellerName: 'Zeta', available: '300', minimumOrder: '5', maximumOrder: '40' }),
    offer(3, { price: '95.50', terminalName: 'Basel', regionName: 'Schweiz', sellerName: 'Müller', available: '50', endsAt: '2026-11-27T09:00:00.000Z' }),
    offer(4, {
      price: '90.00',
      categoryOrder: 30,
      productName: 'Super E5',
      terminalName: 'Leuna',
      regionName: 'Ost',
      sellerName: 'Beta',
      available: '70',
      minimumOrder: '10',
      endsAt: '2027-01-04T23:00:00.000Z',
    }),
  ];
  const order = (...args: Parameters<typeof sortOffers>) => sortOffers(...args).map((o) => o.id);

  test('default: category order, then price ascending', () => {
    expect(order(offers)).toEqual([3, 2, 1, 4]);
  });
  test.each([
    ['price', 'asc', [4, 3, 2, 1]],
    ['price', 'desc', [1, 2, 3, 4]],
    ['product', 'asc', [3, 2, 1, 4]],
    ['product', 'desc', [4, 1, 3, 2]],
    ['terminal', 'asc', [3, 1, 2, 4]],
    ['seller', 'asc', [1, 4, 3, 2]],
    ['volume', 'desc', [2, 4, 3, 1]],
    ['region', 'asc', [4, 3, 1, 2]],
    // By the order minimum, then the maximum: 1-10, 5-40, 5-60, 10-60.
    ['orderRange', 'asc', [1, 2, 3, 4]],
    ['orderRange', 'desc', [4, 3, 2, 1]],
    // By the end of the offer period.
    ['availability', 'asc', [3, 2, 1, 4]],
    ['availability', 'desc', [4, 1, 2, 3]],
  ] as const)('by %s %s', (sortBy, sortType, expected) => {
    expect(order(offers, sortBy, sortType)).toEqual(expected);
  });
  test('does not change the given list', () => {
    sortOffers(offers, 'price');
    expect(offers.map((o) => o.id)).toEqual([1, 2, 3, 4]);
  });
});
