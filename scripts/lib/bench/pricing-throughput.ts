import Decimal from 'decimal.js';
import type { PriceRule, RuleKind, RuleScope } from '../../../lib/pricing/domain/types';
import { priceAt, type OfferToPrice, type PricingContext } from '../../../lib/pricing/price-offers';
import { gasSymbol } from '../../../lib/market-window/domain/live-market';

const OFFERS = 10_000;
const RULES = 200;
const SELLERS = 4;

/**
 * The pricing engine alone, in this process on one core: 10,000 offers of 4 sellers against 200
 * rules of every value kind and scope. Best of three timed passes after a warm-up, in offers/s.
 */
export function pricingThroughput(): { offers: number; rules: number; perSecond: number } {
  const d = (v: number) => new Decimal(v);
  const kinds: [RuleKind, number][] = [
    ['DUTY', 6.135],
    ['PRICE', 0.35],
    ['DENSITY', 0.845],
    ['ICE_LIVE_PREMIUM', 4.5],
    ['FX_LIVE_PREMIUM', 0.001],
    ['MIN_PRICE_TRACKING', 60],
    ['BIO_BLEND', 1.2],
  ];
  const scopes: RuleScope[] = ['GLOBAL', 'NETWORK', 'TERMINAL', 'PRODUCT', 'OFFER', 'ACCOUNT'];
  const rulesBySeller = new Map<number, PriceRule[]>();
  for (let i = 0; i < RULES; i++) {
    const [kind, value] = kinds[i % kinds.length];
    const scope = scopes[i % scopes.length];
    const rule: PriceRule = {
      id: i + 1,
      kind,
      scope,
      value: d(value),
      name: kind === 'DUTY' ? `duty ${i % 3}` : undefined,
      networkIds: scope === 'NETWORK' ? [i % 3] : [],
      terminalIds: scope === 'TERMINAL' ? [i % 6] : [],
      productIds: scope === 'PRODUCT' ? [i % 5] : [],
      offerIds: scope === 'OFFER' ? [(i * 37) % OFFERS] : [],
      accountIds: scope === 'ACCOUNT' ? [7] : [],
    };
    const seller = i % SELLERS;
    rulesBySeller.set(seller, [...(rulesBySeller.get(seller) ?? []), rule]);
  }
  const gas = Object.fromEntries(Array.from({ length: 7 }, (_, m) => [gasSymbol(m), d(705 - 3.25 * m)]));
  const context: PricingContext = {
    windowCreated: new Date(),
    market: { live: { ...gas, 'EUR/USD': d(1.0812) } },
    rulesBySeller,
    poolRules: [],
    densities: new Map(Array.from({ length: 5 }, (_, p) => [p, d(0.835 + p * 0.005)])),
    networks: new Map(Array.from({ length: 6 }, (_, t) => [t, t % 3])),
  };
  const offers: OfferToPrice[] = Array.from({ length: OFFERS }, (_, id) => ({
    id,
    sellerAccountId: id % SELLERS,
    productId: id % 5,
    terminalId: id % 6,
    priceType: id % 4 === 0 ? 'FIXED' : 'TRACKING',
    fixedPrice: id % 4 === 0 ? '95.10' : null,
    iceMonth: id % 7,
    fxSymbol: null,
    fxPremium: null,
    surcharge: id % 2 ? '1.25' : '0',
    minimumPrice: null,
    maxPriceDrop: null,
  }));
  const pass = () => {
    const start = process.hrtime.bigint();
    for (const offer of offers) priceAt(context, offer, { buyerAccountId: 7 });
    return Number(process.hrtime.bigint() - start) / 1e9;
  };
  pass();
  const best = Math.min(pass(), pass(), pass());
  return { offers: OFFERS, rules: RULES, perSecond: OFFERS / best };
}
