import Decimal from 'decimal.js';
import { priceOffer } from './price-offer';
import type { PriceRule, PricingInput } from './types';

const d = (v: string | number) => new Decimal(v);
const NOW = new Date('2026-11-20T10:00:00Z');

function input(overrides: Partial<PricingInput> = {}, rules: Partial<PriceRule>[] = []): PricingInput {
  return {
    offer: { id: 10, priceType: 'TRACKING', productId: 1, terminalId: 100, networkId: 7, iceMonth: 0 },
    rules: rules.map((r, i) => ({ id: i + 1, kind: 'PRICE', scope: 'GLOBAL', value: d(0), ...r }) as PriceRule),
    market: { live: { '/GAS': d('875.00'), '/GAS<1>': d('880.00'), 'EUR/USD': d('1.0496'), 'USD/CHF': d('0.8000') }, settlement: { '/GAS': d('870.00') } },
    productDensity: d('0.845'),
    exchangeSymbol: 'EUR/USD',
    decimals: 2,
    now: NOW,
    ...overrides,
  };
}

function price(i: PricingInput): string {
  const result = priceOffer(i);
  if (!result.ok) throw new Error(`${result.error} ${result.detail}`);
  return result.price.toFixed(i.decimals);
}

const CO2: Partial<PriceRule> = { kind: 'DUTY', name: 'CO2 levy', value: d('14.58') };

describe('priceOffer: worked examples of design 5', () => {
  test.each<[string, Partial<PriceRule>[], string]>([
    ['product cost: 875.00 USD/t at EUR/USD 1.0496, density 0.845', [], '70.44'],
    ['heating oil: energy tax 6.135 + CO2 14.58', [{ kind: 'DUTY', name: 'energy tax', value: d('6.135') }, CO2], '91.15'],
    ['diesel: energy tax 47.04 + CO2 14.58', [{ kind: 'DUTY', name: 'energy tax', value: d('47.04') }, CO2], '132.06'],
  ])('%s', (_name, rules, expected) => {
    expect(price(input({}, rules))).toBe(expected);
  });

  test('the product cost line of the breakdown is the unrounded 70.4435…', () => {
    const result = priceOffer(input());
    expect(result.ok && result.breakdown.find((l) => l.step === 'PRODUCT_COST')?.amount).toMatch(/^70\.4435/);
  });

  test('PRICE adjustments add up over three scopes', () => {
    const rules: Partial<PriceRule>[] = [
      { kind: 'PRICE', scope: 'GLOBAL', value: d('1.50') },
      { kind: 'PRICE', scope: 'TERMINAL', terminalIds: [100], value: d('0.75') },
      { kind: 'PRICE', scope: 'ACCOUNT', accountIds: [55], value: d('-0.40') },
      { kind: 'PRICE', scope: 'TERMINAL', terminalIds: [999], value: d('99') },
    ];
    expect(price(input({ buyerAccountId: 55 }, rules))).toBe('72.29');
    // Without the buyer the ACCOUNT rule does not apply.
    expect(price(input({}, rules))).toBe('72.69');
  });

  test('a value rule of a more specific scope replaces the less specific one', () => {
    const rules: Partial<PriceRule>[] = [
      { kind: 'DUTY', name: 'energy tax', scope: 'GLOBAL', value: d('6.135') },
      { kind: 'DUTY', name: 'energy tax', scope: 'PRODUCT', productIds: [1], value: d('47.04') },
      { kind: 'DENSITY', scope: 'GLOBAL', value: d('0.900') },
      { kind: 'DENSITY', scope: 'TERMINAL', terminalIds: [100], value: d('0.845') },
    ];
    expect(price(input({}, rules))).toBe('117.48');
  });

  test('a fixed FX rule replaces the live rate; an FX_LIVE_PREMIUM moves the live rate', () => {
    expect(price(input({}, [{ kind: 'FX', value: d('1.0000') }]))).toBe('73.93');
    expect(price(input({}, [{ kind: 'FX_LIVE_PREMIUM', value: d('-0.0496') }]))).toBe('73.93');
  });

  test('ICE_LIVE_PREMIUM is added in USD/mt before conversion', () => {
    expect(price(input({}, [{ kind: 'ICE_LIVE_PREMIUM', value: d('10.4960') }]))).toBe('71.28');
  });

  test('ICE_SETTLE prices off the settlement instead of the live quote', () => {
    expect(price(input({}, [{ kind: 'ICE_SETTLE', value: d(0) }]))).toBe('70.04');
  });

  test('PRODUCT_SETTLE replaces the ICE leg', () => {
    expect(price(input({}, [{ kind: 'PRODUCT_SETTLE', value: d('800'), unit: 'EUR/METRIC_TONNE' }]))).toBe('67.60');
  });

  test('a minimum price binds when the computed price is below it, and not otherwise', () => {
    expect(price(input({}, [{ kind: 'MIN_PRICE_TRACKING', value: d('75.00') }]))).toBe('75.00');
    expect(price(input({}, [{ kind: 'MIN_PRICE_TRACKING', value: d('60.00') }]))).toBe('70.44');
    // The fixed-price minimum does not touch a tracking offer.
    expect(price(input({}, [{ kind: 'MIN_PRICE_FIXED', value: d('75.00') }]))).toBe('70.44');
  });

  test('BIO_BLEND adds the bio share to a tracking price after the duties, in the unit it is given', () => {
    // 70.44 product cost + 47.04 energy tax + 14.58 CO2 + 1.20 bio quota = 133.26.
    const duties: Partial<PriceRule>[] = [{ kind: 'DUTY', name: 'energy tax', value: d('47.04') }, CO2];
    expect(price(input({}, [...duties, { kind: 'BIO_BLEND', value: d('1.20') }]))).toBe('133.26');
    // 12 EUR per cbm is 1.20 per 100 l; 20 EUR per tonne at 0.845 kg/l is 1.69.
    expect(price(input({}, [...duties, { kind: 'BIO_BLEND', value: d('12'), unit: 'EUR/CUBIC_METRE' }]))).toBe('133.26');
    expect(price(input({}, [...duties, { kind: 'BIO_BLEND', value: d('20'), unit: 'EUR/METRIC_TONNE' }]))).toBe('133.75');
    const result = priceOffer(input({}, [{ kind: 'BIO_BLEND', value: d('1.20') }]));
    expect(result.ok && result.breakdown.find((l) => l.step === 'BIO_BLEND')?.amount).toBe('1.2');
  });

  test('MIN_PRICE_FIXED floors a fixed offer, and only a fixed one', () => {
    const fixed = { id: 11, priceType: 'FIXED' as const, productId: 1, terminalId: 100, networkId: 7, iceMonth: 0, fixedPrice: d('95.10') };
    expect(price(input({ offer: fixed }, [{ kind: 'MIN_PRICE_FIXED', value: d('96.00') }]))).toBe('96.00');
    expect(price(input({ offer: fixed }, [{ kind: 'MIN_PRICE_FIXED', value: d('90.00') }]))).toBe('95.10');
    // The tracking minimum does not touch a fixed offer.
    expect(price(input({ offer: fixed }, [{ kind: 'MIN_PRICE_TRACKING', value: d('96.00') }]))).toBe('95.10');
  });

  test('the maximum price drop caps how far a price falls within a window', () => {
    const offer = { id: 10, priceType: 'TRACKING' as const, productId: 1, terminalId: 100, networkId: 7, iceMonth: 0, maxPriceDrop: d('0.50') };
    expect(price(input({ offer, windowReferencePrice: d('72.00') }))).toBe('71.50');
    expect(price(input({ offer, windowReferencePrice: d('70.50') }))).toBe('70.44');
  });

  test('a negative final price is rejected, never shown', () => {
    const result = priceOffer(input({}, [{ kind: 'PRICE', value: d('-80') }]));
    expect(result).toMatchObject({ ok: false, error: 'negative_price' });
  });

  test('rolls across the ICE expiry: M00 prices off /GAS<1> after the expiry moment', () => {
    const expiry = { kind: 'ICE_EXPIRY', expiresAt: new Date('2026-11-20T09:00:00Z'), direction: 'FORWARD' } as const;
    expect(price(input({ now: new Date('2026-11-20T08:59:59Z') }, [expiry]))).toBe('70.44');
    expect(price(input({}, [expiry]))).toBe('70.84');
  });

  test('a fixed offer is the seller price plus PRICE adjustments, no ICE leg', () => {
    const offer = { id: 10, priceType: 'FIXED' as const, productId: 1, terminalId: 100, networkId: 7, fixedPrice: d('95.10') };
    expect(
      price(
        input({ offer, market: { live: {} } }, [
          { kind: 'PRICE', value: d('0.25') },
          { kind: 'DUTY', value: d('6') },
        ]),
      ),
    ).toBe('95.35');
  });

  test('units: EUR/cbm is a tenth per 100 L, EUR/mt goes through the density', () => {
    expect(price(input({}, [{ kind: 'PRICE', unit: 'EUR/CUBIC_METRE', value: d('10') }]))).toBe('71.44');
    expect(price(input({}, [{ kind: 'PRICE', unit: 'EUR/METRIC_TONNE', value: d('10') }]))).toBe('71.28');
  });

  test('a CHF brand converts with USD/CHF (CHF per USD) and keeps three decimals', () => {
    expect(price(input({ exchangeSymbol: 'USD/CHF', decimals: 3 }))).toBe('59.150');
  });

  test('a missing market price is an error, not a zero', () => {
    expect(priceOffer(input({ market: { live: { 'EUR/USD': d('1.05') } } }))).toMatchObject({ ok: false, error: 'missing_market_price' });
  });

  test('the shareholder price adjustment comes last', () => {
    expect(price(input({ shareholderAdjustment: d('-0.30') }, [{ kind: 'MIN_PRICE_TRACKING', value: d('70.00') }]))).toBe('70.14');
  });
});

describe('priceOffer: ICE settlement (ICE_SETTLE)', () => {
  const SETTLE: Partial<PriceRule>[] = [{ kind: 'ICE_SETTLE', value: d(0) }];
  const market = (settledOn: string) => ({
    live: { '/GAS': d('875.00'), 'EUR/USD': d('1.0496') },
    settlement: { '/GAS': d('870.00') },
    settledOn: { '/GAS': settledOn },
  });
  const earlierDay = (i: PricingInput) => priceOffer(i).breakdown.filter((line) => line.step === 'SETTLEMENT_OF_EARLIER_DAY');

  test('prices on the settlement, not the live quote', () => {
    // 870.00 / 1.0496 x 0.845 / 10
    expect(price(input({ market: market('2026-11-20') }, SETTLE))).toBe('70.04');
  });

  test('today’s settlement (London) carries no note', () => {
    expect(earlierDay(input({ market: market('2026-11-20'), now: new Date('2026-11-20T17:00:00Z') }, SETTLE))).toEqual([]);
  });

  test('before today’s settlement the latest one prices the offer, and the breakdown names its day', () => {
    const i = input({ market: market('2026-11-19'), now: new Date('2026-11-20T10:00:00Z') }, SETTLE);
    expect(price(i)).toBe('70.04');
    expect(earlierDay(i)).toEqual([{ step: 'SETTLEMENT_OF_EARLIER_DAY', value: '2026-11-19', unit: 'date', amount: '' }]);
  });

  test('a live-priced offer never carries the settlement note', () => {
    expect(earlierDay(input({ market: market('2026-11-19') }))).toEqual([]);
  });

  test('without any settlement the offer cannot be priced, and says it is the settlement that is missing', () => {
    expect(priceOffer(input({ market: { live: { '/GAS': d('875.00'), 'EUR/USD': d('1.0496') } } }, SETTLE))).toMatchObject({
      ok: false,
      error: 'missing_settlement_price',
      detail: '/GAS',
    });
  });
});
