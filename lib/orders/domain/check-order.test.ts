import Decimal from 'decimal.js';
import { checkOrder, openExposure, purchaseDay, startOfPurchaseDay, type OrderCheckInput } from './check-order';
import { nextStatus } from './order-status';

const d = (v: string | number) => new Decimal(v);
const NOW = new Date('2026-11-20T10:00:00Z');

function order(over: Partial<OrderCheckInput> = {}): OrderCheckInput {
  return {
    now: NOW,
    quantity: d(10),
    reservation: { expiresAt: new Date(NOW.getTime() + 60_000), paymentTermId: 2 },
    market: { open: true, opens: null },
    offer: {
      active: true,
      anonymous: false,
      livePriced: false,
      sellerName: 'Nordsee Mineralöl AG',
      productName: 'Diesel B7',
      productId: 3,
      terminalId: 5,
      remaining: d(100),
      minimumOrderQuantity: d(5),
      maximumOrderQuantity: d(50),
    },
    relationship: {
      status: 'ENABLED',
      allTerminals: true,
      terminalIds: [],
      allProducts: true,
      productIds: [],
      paymentTermId: 2,
      creditLimit: d(100_000),
      creditLimitKeptBy: 'SELLER',
    },
    orderGross: d(15_000),
    openExposure: d(0),
    dailyLimit: null,
    ...over,
  };
}

describe('checkOrder: each rule of design 6 and its error with data', () => {
  const rel = order().relationship!;
  const offer = order().offer;
  test.each<[string, Partial<OrderCheckInput>, object | null]>([
    ['a valid order passes', {}, null],
    ['reservation expired', { reservation: { expiresAt: NOW, paymentTermId: 2 } }, { key: 'reservation_expired' }],
    ['offer withdrawn', { offer: { ...offer, active: false } }, { key: 'offer_no_longer_available' }],
    ['anonymous offer withdrawn', { offer: { ...offer, active: false, anonymous: true } }, { key: 'offer_no_longer_available_anonymous' }],
    ['no relationship', { relationship: null }, { key: 'no_seller_relationship', data: { sellerName: 'Nordsee Mineralöl AG' } }],
    [
      'no relationship for an anonymous offer: the seller stays unnamed',
      { relationship: null, offer: { ...offer, anonymous: true } },
      { key: 'offer_no_longer_available_anonymous' },
    ],
    [
      'market closed for a live price',
      { offer: { ...offer, livePriced: true }, market: { open: false, opens: '2026-11-23T06:00:00.000Z' } },
      { key: 'market_closed', data: { opens: '2026-11-23T06:00:00.000Z' } },
    ],
    ['market closed: a fixed price is still ordered', { market: { open: false, opens: '2026-11-23T06:00:00.000Z' } }, null],
    ['relationship NEW', { relationship: { ...rel, status: 'NEW' } }, { key: 'no_seller_relationship' }],
    ['terminal not released', { relationship: { ...rel, allTerminals: false, terminalIds: [9] } }, { key: 'no_seller_relationship' }],
    ['product not released', { relationship: { ...rel, allProducts: false, productIds: [1] } }, { key: 'no_seller_relationship' }],
    ['below minimum', { quantity: d('4.9') }, { key: 'quantity_out_of_range', data: { min: '5', max: '50' } }],
    ['above maximum', { quantity: d(51) }, { key: 'quantity_out_of_range', data: { min: '5', max: '50' } }],
    ['more than left', { offer: { ...offer, remaining: d(8) } }, { key: 'only_available_left', data: { available: '8' } }],
    ['nothing left', { offer: { ...offer, remaining: d(0) } }, { key: 'volume_insufficient' }],
    ['payment term changed', { reservation: { expiresAt: new Date(NOW.getTime() + 1), paymentTermId: 3 } }, { key: 'payment_term_changed' }],
    [
      'agreed payment term dropped from the item',
      { reservation: { expiresAt: new Date(NOW.getTime() + 1), paymentTermId: null } },
      { key: 'payment_term_changed' },
    ],
    [
      "no agreed payment term: the buyer's choice stands",
      { relationship: { ...rel, paymentTermId: null }, reservation: { expiresAt: new Date(NOW.getTime() + 1), paymentTermId: 3 } },
      null,
    ],
    ['credit exceeded (seller)', { openExposure: d(85_001) }, { key: 'insufficient_credit_contact_seller' }],
    [
      'credit exceeded (operator)',
      { openExposure: d(85_001), relationship: { ...rel, creditLimitKeptBy: 'OPERATOR' } },
      { key: 'insufficient_credit_contact_operator' },
    ],
    ['credit exactly used up is fine', { openExposure: d(85_000) }, null],
    ['no credit limit', { openExposure: d(10_000_000), relationship: { ...rel, creditLimit: null } }, null],
    [
      'daily limit reached',
      { dailyLimit: { limitCbm: d(30), boughtTodayCbm: d(25) } },
      { key: 'daily_purchase_limit_reached', data: { product: 'Diesel B7', limit: '30' } },
    ],
    ['daily limit exactly reached is fine', { dailyLimit: { limitCbm: d(30), boughtTodayCbm: d(20) } }, null],
  ])('%s', (_name, over, expected) => {
    const result = checkOrder(order(over));
    if (expected === null) expect(result).toBeNull();
    else expect(result).toMatchObject(expected);
  });
});

describe('openExposure', () => {
  const orders = [
    { gross: d(1000), productId: 1, created: new Date('2026-11-10T10:00:00Z'), status: 'CONFIRMED' },
    { gross: d(2000), productId: 2, created: new Date('2026-11-10T10:00:00Z'), status: 'CONFIRMED' },
    { gross: d(4000), productId: 1, created: new Date('2026-11-19T10:00:00Z'), status: 'CANCELLED' },
    { gross: d(8000), productId: 1, created: new Date('2026-10-01T10:00:00Z'), status: 'COMPLETE' },
  ];
  test('counts non-cancelled orders within each product’s credit days', () => {
    expect(
      openExposure(
        orders,
        new Map([
          [1, 14],
          [2, 7],
        ]),
        NOW,
      ).toString(),
    ).toBe('1000');
    expect(
      openExposure(
        orders,
        new Map([
          [1, 45],
          [2, 45],
        ]),
        NOW,
      ).toString(),
    ).toBe('3000');
    expect(openExposure(orders, new Map([[1, 60]]), NOW).toString()).toBe('11000');
  });
});

describe('startOfPurchaseDay', () => {
  test('resets at local midnight, not UTC midnight', () => {
    expect(startOfPurchaseDay(new Date('2026-11-20T23:30:00Z'), 'Europe/Berlin')).toEqual(new Date('2026-11-20T23:00:00Z'));
    expect(startOfPurchaseDay(new Date('2026-11-20T22:30:00Z'), 'Europe/Berlin')).toEqual(new Date('2026-11-19T23:00:00Z'));
  });

  test('in Zurich, and in summer time (midnight is 22:00 UTC)', () => {
    expect(startOfPurchaseDay(new Date('2026-11-20T23:00:00Z'), 'Europe/Zurich')).toEqual(new Date('2026-11-20T23:00:00Z'));
    expect(startOfPurchaseDay(new Date('2026-11-20T22:59:59Z'), 'Europe/Zurich')).toEqual(new Date('2026-11-19T23:00:00Z'));
    expect(startOfPurchaseDay(new Date('2026-07-01T22:00:00Z'), 'Europe/Zurich')).toEqual(new Date('2026-07-01T22:00:00Z'));
    expect(startOfPurchaseDay(new Date('2026-07-01T21:59:59Z'), 'Europe/Berlin')).toEqual(new Date('2026-06-30T22:00:00Z'));
  });

  test('the day of a daylight-saving change starts at its midnight, before the change', () => {
    // 29 March 2026: clocks go from 02:00 to 03:00 in Berlin; at 10:00 local (08:00 UTC) the day began at 23:00 UTC.
    expect(startOfPurchaseDay(new Date('2026-03-29T08:00:00Z'), 'Europe/Berlin')).toEqual(new Date('2026-03-28T23:00:00Z'));
  });

  test('the day found last is kept to its last millisecond (23 hours on a change), in its zone only', () => {
    const changeDay = new Date('2026-03-28T23:00:00Z');
    expect(startOfPurchaseDay(new Date('2026-03-29T00:30:00Z'), 'Europe/Berlin')).toEqual(changeDay);
    expect(startOfPurchaseDay(new Date('2026-03-29T21:59:59.999Z'), 'Europe/Berlin')).toEqual(changeDay);
    expect(startOfPurchaseDay(new Date('2026-03-29T22:00:00Z'), 'Europe/Berlin')).toEqual(new Date('2026-03-29T22:00:00Z'));
    expect(startOfPurchaseDay(new Date('2026-03-29T21:59:59.999Z'), 'Europe/Berlin')).toEqual(changeDay);
    // Same instant, another zone: Lisbon's day began at midnight UTC.
    expect(startOfPurchaseDay(new Date('2026-03-29T21:59:59.999Z'), 'Europe/Lisbon')).toEqual(new Date('2026-03-29T00:00:00Z'));
  });

  test('a purchase day ends at the next midnight: 25 hours on the autumn change', () => {
    expect(purchaseDay(new Date('2026-10-25T22:30:00Z'), 'Europe/Berlin')).toEqual({
      start: new Date('2026-10-24T22:00:00Z'),
      end: new Date('2026-10-25T23:00:00Z'),
      day: '2026-10-25',
    });
    expect(purchaseDay(new Date('2026-11-20T12:00:00Z'), 'Europe/Zurich')).toEqual({
      start: new Date('2026-11-19T23:00:00Z'),
      end: new Date('2026-11-20T23:00:00Z'),
      day: '2026-11-20',
    });
  });
});

describe('order status flow', () => {
  test.each([
    ['INCOMPLETE', 'review', 'MANUAL'],
    ['INCOMPLETE', 'confirm', 'CONFIRMED'],
    ['MANUAL', 'confirm', 'CONFIRMED'],
    ['CONFIRMED', 'transfer', 'TRANSFERRED'],
    ['TRANSFERRED', 'complete', 'COMPLETE'],
    ['CONFIRMED', 'decline', 'CANCELLED'],
    ['TRANSFERRED', 'decline', null],
    ['COMPLETE', 'decline', null],
    ['CANCELLED', 'confirm', null],
    ['INCOMPLETE', 'complete', null],
  ] as const)('%s --%s--> %s', (from, action, to) => {
    expect(nextStatus(from, action)).toBe(to);
  });
});
