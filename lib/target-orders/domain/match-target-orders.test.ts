import Decimal from 'decimal.js';
import { fillQuantity, matchTargetOrders, type OpenTargetOrder, type PricedOffer } from './match-target-orders';

const d = (v: string) => new Decimal(v);
const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 9, minute));

const offer = (id: number, price: string, extra: Partial<PricedOffer> = {}): PricedOffer => ({
  id,
  sellerAccountId: 10,
  productId: 1,
  terminalId: 100,
  liftingPeriodId: null,
  price: d(price),
  createdAt: at(id),
  remaining: d('100'),
  min: d('1'),
  max: d('100'),
  ...extra,
});

const order = (id: number, limit: string, candidates: PricedOffer[], extra: Partial<OpenTargetOrder> = {}): OpenTargetOrder => ({
  id,
  createdAt: at(id),
  productId: 1,
  terminalIds: [],
  sellerAccountIds: [],
  liftingPeriodId: null,
  volume: d('10'),
  filledVolume: d('0'),
  partFills: false,
  minPart: null,
  limitPrice: d(limit),
  candidates,
  ...extra,
});

const summary = (orders: OpenTargetOrder[]) => matchTargetOrders(orders).map((m) => [m.targetOrderId, m.offerId, m.quantity.toString(), m.price.toString()]);

describe('matchTargetOrders: price-time priority over one window', () => {
  test('takes the lowest price at or below the limit', () => {
    expect(summary([order(1, '90.00', [offer(1, '89.50'), offer(2, '88.10'), offer(3, '90.01')])])).toEqual([[1, 2, '10', '88.1']]);
  });

  test('a price equal to the limit fills; one cent above does not', () => {
    expect(summary([order(1, '88.10', [offer(1, '88.10')])])).toEqual([[1, 1, '10', '88.1']]);
    expect(summary([order(1, '88.09', [offer(1, '88.10')])])).toEqual([]);
  });

  test('on equal prices the earlier offer wins, whatever the order they were read in', () => {
    const early = offer(7, '88.00', { createdAt: at(1) });
    const late = offer(3, '88.00', { createdAt: at(5) });
    expect(summary([order(1, '90', [late, early])])).toEqual([[1, 7, '10', '88']]);
  });

  test('the earlier placed order fills first and the later one sees what is left', () => {
    const shared = offer(1, '85', { remaining: d('15') });
    const later = order(2, '95', [shared], { createdAt: at(30) });
    const earlier = order(1, '86', [shared], { createdAt: at(10) });
    // The later order bids higher, but time priority among fills at the seller's price is placement.
    expect(summary([later, earlier])).toEqual([[1, 1, '10', '85']]);
  });

  test('a later order takes the next offer when the best one is used up', () => {
    const best = offer(1, '85', { remaining: d('10') });
    const next = offer(2, '86', { remaining: d('50') });
    expect(summary([order(1, '90', [best, next]), order(2, '90', [best, next])])).toEqual([
      [1, 1, '10', '85'],
      [2, 2, '10', '86'],
    ]);
  });

  test('fills at most once per order in a window', () => {
    const matches = matchTargetOrders([order(1, '90', [offer(1, '80', { remaining: d('4') }), offer(2, '81')], { partFills: true, volume: d('30') })]);
    expect(matches).toHaveLength(1);
  });

  test('keeps to the terminals, sellers and lifting period named', () => {
    const offers = [
      offer(1, '80', { terminalId: 101 }),
      offer(2, '81', { sellerAccountId: 11 }),
      offer(3, '82', { liftingPeriodId: 5 }),
      offer(4, '83', { liftingPeriodId: 6 }),
    ];
    expect(summary([order(1, '90', offers, { terminalIds: [100], sellerAccountIds: [10], liftingPeriodId: 6 })])).toEqual([[1, 4, '10', '83']]);
  });

  test('other products never match', () => {
    expect(summary([order(1, '90', [offer(1, '80', { productId: 2 })])])).toEqual([]);
  });
});

describe('fillQuantity', () => {
  const all = { volume: d('10'), filledVolume: d('0'), partFills: false, minPart: null };
  const part = { volume: d('10'), filledVolume: d('4'), partFills: true, minPart: d('3') };
  test.each([
    ['all or nothing, the offer has enough', all, { remaining: d('10'), min: d('1'), max: d('20') }, '10'],
    ['all or nothing, the offer has less', all, { remaining: d('9.999'), min: d('1'), max: d('20') }, null],
    ['all or nothing, above the offer maximum', all, { remaining: d('50'), min: d('1'), max: d('5') }, null],
    ['all or nothing, below the offer minimum', all, { remaining: d('50'), min: d('12'), max: d('20') }, null],
    ['a part: what the order still lacks', part, { remaining: d('50'), min: d('1'), max: d('20') }, '6'],
    ['a part: what the offer has left', part, { remaining: d('3.5'), min: d('1'), max: d('20') }, '3.5'],
    ['a part: capped by the offer maximum', part, { remaining: d('50'), min: d('1'), max: d('4') }, '4'],
    ['a part below the minimum part', part, { remaining: d('2.9'), min: d('1'), max: d('20') }, null],
    ['a part below the offer minimum', part, { remaining: d('5'), min: d('5.5'), max: d('20') }, null],
    ['nothing lacking', { ...part, filledVolume: d('10') }, { remaining: d('50'), min: d('1'), max: d('20') }, null],
  ])('%s', (_case, target, offered, expected) => {
    expect(fillQuantity(target, offered)?.toString() ?? null).toBe(expected);
  });

  test('the last part may be below the minimum part when that is all the order lacks', () => {
    expect(fillQuantity({ ...part, filledVolume: d('8') }, { remaining: d('50'), min: d('1'), max: d('20') })?.toString()).toBe('2');
  });
});
