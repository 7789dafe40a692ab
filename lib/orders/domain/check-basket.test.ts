import Decimal from 'decimal.js';
import { checkBasket, type BasketCheckInput } from './check-basket';

const d = (v: string | number) => new Decimal(v);
const NOW = new Date('2026-11-20T10:00:00Z');

const offer = (sellerAccountId: number, remaining = 100) => ({
  sellerAccountId,
  active: true,
  anonymous: false,
  livePriced: false,
  termsVersion: 1,
  sellerName: `Seller ${sellerAccountId}`,
  productName: 'Diesel B7',
  productId: 3,
  terminalId: 5,
  remaining: d(remaining),
  minimumOrderQuantity: d(1),
  maximumOrderQuantity: d(50),
  containers: null,
});

const relationship = (creditLimit: string | null = null) => ({
  status: 'ENABLED' as const,
  allTerminals: true,
  terminalIds: [],
  allProducts: true,
  productIds: [],
  paymentTermId: null,
  creditLimit: creditLimit === null ? null : d(creditLimit),
  creditLimitKeptBy: 'SELLER' as const,
});

// 2 cbm at 100.00 per 100L15: 2000.00 net, 380.00 VAT, 2380.00 gross.
const item = (offerId: number) => ({
  offerId,
  quantity: d(2),
  unitCount: null,
  price: d('100.00'),
  paymentTermId: null,
  offerTermsVersion: 1,
  priceAdjustment: null as Decimal | null,
});

function basket(over: Partial<BasketCheckInput> = {}): BasketCheckInput {
  return {
    now: NOW,
    reservationExpiresAt: new Date(NOW.getTime() + 60_000),
    buyerReleasedForTrading: true,
    market: { open: true, opens: null },
    vatRate: d(19),
    items: [item(1), item(2)],
    offers: new Map([
      [1, offer(10)],
      [2, offer(10)],
    ]),
    relationships: new Map([[10, relationship()]]),
    exposure: new Map(),
    dailyLimits: new Map(),
    priceAdjustment: null,
    ...over,
  };
}

describe('checkBasket', () => {
  test('orders every item with its amounts when all pass', () => {
    const result = checkBasket(basket());
    expect('orders' in result && result.orders.map((o) => [o.offerId, o.net.toString(), o.vat.toString(), o.gross.toString()])).toEqual([
      [1, '2000', '380', '2380'],
      [2, '2000', '380', '2380'],
    ]);
  });

  test.each<[string, Partial<BasketCheckInput>, unknown]>([
    [
      'two items of one offer share its volume',
      { items: [item(1), item(1)], offers: new Map([[1, offer(10, 3)]]) },
      { key: 'only_available_left', data: { available: '1' } },
    ],
    ['two items of one seller share its credit', { relationships: new Map([[10, relationship('4000.00')]]) }, { key: 'insufficient_credit_contact_seller' }],
    [
      'earlier exposure counts too',
      { items: [item(1)], relationships: new Map([[10, relationship('4000.00')]]), exposure: new Map([[10, d(1621)]]) },
      { key: 'insufficient_credit_contact_seller' },
    ],
    [
      'two items of one product share the daily limit',
      { dailyLimits: new Map([[3, { limitCbm: d(5), boughtTodayCbm: d(2) }]]) },
      { key: 'daily_purchase_limit_reached', data: { product: 'Diesel B7', limit: '5' } },
    ],
    ['an offer gone from the locked rows is no longer available', { offers: new Map([[1, offer(10)]]) }, { key: 'offer_no_longer_available' }],
    [
      'an offer whose terms changed since the reservation is no longer available',
      {
        offers: new Map([
          [1, offer(10)],
          [2, { ...offer(20), termsVersion: 2 }],
        ]),
      },
      { key: 'offer_no_longer_available' },
    ],
    ['a price reserved before the shareholder adjustment was set asks for a new price', { priceAdjustment: d('-0.35') }, { key: 'reservation_expired' }],
    [
      'a price reserved with another adjustment asks for a new price',
      { items: [{ ...item(1), priceAdjustment: d('-0.35') }], priceAdjustment: d('-0.5') },
      { key: 'reservation_expired' },
    ],
    [
      'a price reserved with an adjustment since lifted asks for a new price',
      { items: [{ ...item(1), priceAdjustment: d('-0.35') }] },
      { key: 'reservation_expired' },
    ],
    ['a buyer company no longer released for trading', { buyerReleasedForTrading: false }, { key: 'account_not_released_for_trading' }],
    ['a seller without a relationship is named', { relationships: new Map() }, { key: 'no_seller_relationship', data: { sellerName: 'Seller 10' } }],
  ])('%s', (_name, over, refusal) => {
    expect(checkBasket(basket(over))).toEqual({ refusal });
  });

  test('a price reserved with the current adjustment stands, however it is written', () => {
    expect(checkBasket(basket({ items: [{ ...item(1), priceAdjustment: d('-0.3500') }], priceAdjustment: d('-0.35') }))).toHaveProperty('orders');
  });

  test('exactly used up is fine', () => {
    expect(
      checkBasket(basket({ items: [item(1), item(1)], offers: new Map([[1, offer(10, 4)]]), relationships: new Map([[10, relationship('4760.00')]]) })),
    ).toHaveProperty('orders');
  });
});

describe('checkBasket with an additive sold by the container', () => {
  // 200 l drums at 390.00 each, 1 to 10 per order, 3 in stock (0.6 cbm).
  const drums = { ...offer(10, 0.6), minimumOrderQuantity: d('0.2'), maximumOrderQuantity: d(2), containers: { litres: 200, minUnits: 1, maxUnits: 10 } };
  const drumItem = (units: number) => ({
    offerId: 1,
    quantity: d(units).times(200).div(1000),
    unitCount: units,
    price: d('390.00'),
    paymentTermId: null,
    offerTermsVersion: 1,
    priceAdjustment: null,
  });

  test('invoices the containers: 2 drums at 390.00 are 780.00 net, not the cbm times a price per 100 l', () => {
    const result = checkBasket(basket({ items: [drumItem(2)], offers: new Map([[1, drums]]) }));
    expect('orders' in result && result.orders.map((o) => [o.net.toString(), o.vat.toString(), o.gross.toString()])).toEqual([['780', '148.2', '928.2']]);
  });

  test('the product and terminal releases are the fuels’: drums are sold where only other products and terminals are released, a fuel is not', () => {
    const listed = { ...relationship(), allTerminals: false, terminalIds: [99], allProducts: false, productIds: [99] };
    expect(checkBasket(basket({ items: [drumItem(2)], offers: new Map([[1, drums]]), relationships: new Map([[10, listed]]) }))).toHaveProperty('orders');
    expect(checkBasket(basket({ items: [item(1)], offers: new Map([[1, offer(10)]]), relationships: new Map([[10, listed]]) }))).toEqual({
      refusal: { key: 'no_seller_relationship', data: { sellerName: 'Seller 10' } },
    });
    const disabled = { ...relationship(), status: 'DISABLED' as const };
    expect(checkBasket(basket({ items: [drumItem(2)], offers: new Map([[1, drums]]), relationships: new Map([[10, disabled]]) }))).toEqual({
      refusal: { key: 'no_seller_relationship', data: { sellerName: 'Seller 10' } },
    });
  });

  test('containers carry no adjustment: a shareholder’s adjustment leaves their reservation standing', () => {
    expect(checkBasket(basket({ items: [drumItem(2)], offers: new Map([[1, drums]]), priceAdjustment: d('-0.35') }))).toHaveProperty('orders');
  });

  test.each([
    [11, { key: 'unit_count_out_of_range', data: { min: 1, max: 10 } }],
    [4, { key: 'only_units_left', data: { available: 3 } }],
  ])('refuses %i drums in drums', (units, refusal) => {
    expect(checkBasket(basket({ items: [drumItem(units)], offers: new Map([[1, drums]]) }))).toEqual({ refusal });
  });
});
