import Decimal from 'decimal.js';
import { offerRules, priceAt, type PricingContext } from './price-offers';

jest.mock('@/lib/db', () => ({ db: {}, part: () => ({}) }));

const d = (v: string) => new Decimal(v);
const OFFER = {
  id: 10,
  sellerAccountId: 5,
  priceType: 'API' as const,
  productId: 1,
  terminalId: 100,
  fixedPrice: null,
  iceMonth: 0,
  fxSymbol: 'EUR/USD',
  fxPremium: null,
  surcharge: d('-1.25'),
  minimumPrice: null,
  maxPriceDrop: null,
};
const CONTEXT: PricingContext = {
  windowCreated: new Date('2026-11-20T10:00:00Z'),
  market: { live: { '/GAS': d('875.00'), 'EUR/USD': d('1.0496') } },
  rulesBySeller: new Map(),
  poolRules: [],
  densities: new Map([[1, d('0.845')]]),
  networks: new Map([[100, 7]]),
};

describe("an offer's own settings as OFFER-scope rules", () => {
  it('turns FX symbol, surcharge and minimum price into rules of the offer', () => {
    const rules = offerRules({ ...OFFER, minimumPrice: d('60') });
    expect(rules.map((r) => [r.kind, r.scope, r.offerIds])).toEqual([
      ['FX_LIVE_SYMBOL', 'OFFER', [10]],
      ['PRICE', 'OFFER', [10]],
      ['MIN_PRICE_TRACKING', 'OFFER', [10]],
    ]);
  });

  it('prices a live offer: 875 USD/t at 1.0496, density 0.845 = 70.44, minus the 1.25 discount', () => {
    const result = priceAt(CONTEXT, OFFER);
    expect(result.ok && result.price.toFixed(2)).toBe('69.19');
  });

  it("the offer's FX symbol beats the seller's global fixed FX rate", () => {
    const sellerFx = { id: 1, kind: 'FX' as const, scope: 'GLOBAL' as const, value: d('2') };
    const result = priceAt({ ...CONTEXT, rulesBySeller: new Map([[5, [sellerFx]]]) }, OFFER);
    expect(result.ok && result.price.toFixed(2)).toBe('69.19');
    // Without a symbol of its own the seller's rate applies: 875 / 2 x 0.845 / 10 - 1.25 = 35.718…, cut to 35.71.
    const fallback = priceAt({ ...CONTEXT, rulesBySeller: new Map([[5, [sellerFx]]]) }, { ...OFFER, fxSymbol: null });
    expect(fallback.ok && fallback.price.toFixed(2)).toBe('35.71');
  });

  it('a "what if" rule set replaces the stored one for that call only', () => {
    const sellerFx = { id: 1, kind: 'FX' as const, scope: 'GLOBAL' as const, value: d('2') };
    const context = { ...CONTEXT, rulesBySeller: new Map([[5, [sellerFx]]]) };
    const offer = { ...OFFER, fxSymbol: null };
    // Without the seller's fixed rate, at the live 1.0496, plus 0.50: 70.4435… - 1.25 + 0.50 = 69.69.
    const whatIf = priceAt(context, offer, { rules: [{ id: 2, kind: 'PRICE', scope: 'GLOBAL', value: d('0.50') }] });
    expect(whatIf.ok && whatIf.price.toFixed(2)).toBe('69.69');
    const stored = priceAt(context, offer);
    expect(stored.ok && stored.price.toFixed(2)).toBe('35.71');
  });

  it('a minimum price of the offer floors the result', () => {
    const result = priceAt(CONTEXT, { ...OFFER, minimumPrice: d('75') });
    expect(result.ok && result.price.toFixed(2)).toBe('75.00');
  });
});
