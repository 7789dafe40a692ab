import Decimal from 'decimal.js';
import { priceOffer } from './price-offer';
import { withPoolRules } from './pool-rules';
import type { PriceRule, PricingInput } from './types';

const d = (v: string) => new Decimal(v);
const master: PriceRule[] = [
  { id: 101, kind: 'DUTY', scope: 'GLOBAL', name: 'Mineralölsteuer', value: d('30.00'), unit: 'EUR/100L15' },
  { id: 102, kind: 'PRICE', scope: 'GLOBAL', name: 'Poolmarge', value: d('0.80'), unit: 'EUR/100L15' },
  { id: 103, kind: 'PRICE', scope: 'PRODUCT', productIds: [1], value: d('5.00'), unit: 'EUR/100L15' },
];

const input = (rules: readonly PriceRule[]): PricingInput => ({
  offer: { id: 7, priceType: 'FIXED', productId: 1, terminalId: 1, networkId: 1, fixedPrice: d('80.00') },
  rules,
  market: { live: {}, settlement: {} },
  productDensity: d('0.845'),
  exchangeSymbol: 'USD/CHF',
  decimals: 2,
  now: new Date('2026-11-24T10:00:00Z'),
});

describe('withPoolRules', () => {
  it("adds the master's GLOBAL rules only: its margin adds up with the seller's, its narrower rules stay its own", () => {
    const own: PriceRule[] = [{ id: 5, kind: 'PRICE', scope: 'GLOBAL', value: d('1.00'), unit: 'EUR/100L15' }];
    const rules = withPoolRules(own, master);
    expect(rules.map((r) => r.id)).toEqual([5, 101, 102]);
    const priced = priceOffer(input(rules));
    // 80.00 fixed + 1.00 own + 0.80 pool margin (the pool duty applies to tracking offers only).
    expect(priced.ok && priced.price.toFixed(2)).toBe('81.80');
  });

  it("lets the seller's own GLOBAL duty of the same name stand instead of the master's, and adds one of another name", () => {
    const own: PriceRule[] = [
      { id: 6, kind: 'DUTY', scope: 'GLOBAL', name: 'Mineralölsteuer', value: d('31.00'), unit: 'EUR/100L15' },
      { id: 7, kind: 'DUTY', scope: 'GLOBAL', name: 'CO2-Abgabe', value: d('2.00'), unit: 'EUR/100L15' },
    ];
    expect(withPoolRules(own, master).map((r) => r.id)).toEqual([6, 7, 102]);
  });

  it('gives a seller without rules the pool rules alone', () => {
    expect(withPoolRules([], master).map((r) => r.id)).toEqual([101, 102]);
  });
});
