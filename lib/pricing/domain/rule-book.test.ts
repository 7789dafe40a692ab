import Decimal from 'decimal.js';
import { priceOffer, priceWithRules } from './price-offer';
import { applicableRules, type ApplicableRules, type RuleTarget } from './rule-book';
import { PRICE_UNITS, RULE_KINDS, RULE_SCOPES, type PriceRule, type PricingInput, type RuleKind, type RuleScope } from './types';
import { GAS_SYMBOLS } from '@/lib/market-window/domain/live-market';

/** mulberry32: the same seed gives the same offers and rules, so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return {
    int,
    chance: (p: number) => next() < p,
    oneOf: <T>(list: readonly T[]) => list[int(list.length)],
    amount: (from: number, to: number) => new Decimal((from + next() * (to - from)).toFixed(4)),
    ids: (below: number) => Array.from({ length: 1 + int(2) }, () => 1 + int(below)),
    shuffled: <T>(list: T[]) => {
      for (let i = list.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [list[i], list[j]] = [list[j], list[i]];
      }
      return list;
    },
  };
}
type Random = ReturnType<typeof seeded>;

// Few networks, terminals, products, offers and buyers, so that many rules of one kind match an
// offer at once and ties of scope are common.
const TARGETS = { networkIds: 2, terminalIds: 3, productIds: 3, offerIds: 8, accountIds: 3 } as const;
const LIST_OF: Record<Exclude<RuleScope, 'GLOBAL'>, keyof typeof TARGETS> = {
  NETWORK: 'networkIds',
  TERMINAL: 'terminalIds',
  PRODUCT: 'productIds',
  OFFER: 'offerIds',
  ACCOUNT: 'accountIds',
};

function randomRule(random: Random, id: number, scope: RuleScope, kind: RuleKind): PriceRule {
  const rule: PriceRule = { id, kind, scope, value: random.amount(-5, 50) };
  if (kind === 'DENSITY') rule.value = random.amount(0.8, 0.9);
  if (kind === 'FX') rule.value = random.amount(0.9, 1.2);
  if (kind === 'FX_LIVE_PREMIUM') rule.value = random.amount(-0.01, 0.01);
  if (kind === 'PRODUCT_SETTLE') rule.value = random.amount(600, 900);
  if (kind === 'MIN_PRICE_FIXED' || kind === 'MIN_PRICE_TRACKING') rule.value = random.amount(50, 120);
  if (kind !== 'DENSITY' && random.chance(0.4)) rule.unit = random.oneOf(PRICE_UNITS);
  if (kind === 'DUTY') rule.name = random.chance(0.9) ? random.oneOf(['energy tax', 'CO2 levy', 'strategic stock']) : undefined;
  if (kind === 'FX_LIVE_SYMBOL') rule.symbol = random.oneOf(['EUR/USD', 'USD/CHF']);
  if (kind === 'ICE_EXPIRY') {
    rule.expiresAt = new Date(Date.UTC(2026, 10, 20, random.int(20)));
    rule.direction = random.oneOf(['FORWARD', 'BACK'] as const);
  }
  // Mostly the list its scope names, now and then narrowed further by broader lists; an
  // ACCOUNT rule without accounts (it applies to nobody) and a list for a scope other than the
  // rule's own are kept in too.
  if (scope !== 'GLOBAL' && random.chance(0.95)) rule[LIST_OF[scope]] = random.ids(TARGETS[LIST_OF[scope]]);
  for (const list of Object.keys(TARGETS) as (keyof typeof TARGETS)[]) {
    if (!rule[list] && random.chance(0.12)) rule[list] = random.ids(TARGETS[list]);
    if (!rule[list] && random.chance(0.3)) rule[list] = [];
  }
  return rule;
}

/** Every kind at every scope, some several times, under ids in no particular order. */
function randomRules(random: Random): PriceRule[] {
  const count = 10 + random.int(70);
  return random
    .shuffled(Array.from({ length: count }, (_, i) => i + 1))
    .map((id) => randomRule(random, id, random.oneOf(RULE_SCOPES), random.oneOf(RULE_KINDS)));
}

/** An offer's own settings as rules: OFFER scope, negative ids, naming the offer. */
function ownRules(random: Random, offerId: number): PriceRule[] {
  return Array.from({ length: random.int(4) }, (_, i) => ({ ...randomRule(random, -1 - i, 'OFFER', random.oneOf(RULE_KINDS)), offerIds: [offerId] }));
}

function randomTarget(random: Random): RuleTarget {
  return {
    networkId: 1 + random.int(TARGETS.networkIds),
    terminalId: 1 + random.int(TARGETS.terminalIds),
    productId: 1 + random.int(TARGETS.productIds),
    offerId: 1 + random.int(TARGETS.offerIds),
    buyerAccountId: random.chance(0.7) ? 1 + random.int(TARGETS.accountIds) : undefined,
  };
}

/**
 * The reference: design 5 read literally, with no index. Every rule that matches the offer,
 * sorted most specific first and newest first on a tie; a value kind takes the first, each DUTY
 * name its first, PRICE adjustments all.
 */
const SPECIFICITY: RuleScope[] = ['GLOBAL', 'NETWORK', 'TERMINAL', 'PRODUCT', 'OFFER', 'ACCOUNT'];

function referenceRules(rules: PriceRule[], target: RuleTarget): ApplicableRules {
  const within = (list: number[] | undefined, id: number | undefined) => !list?.length || (id !== undefined && list.includes(id));
  const matching = rules
    .filter(
      (r) =>
        (r.scope !== 'ACCOUNT' || !!r.accountIds?.length) &&
        within(r.networkIds, target.networkId) &&
        within(r.terminalIds, target.terminalId) &&
        within(r.productIds, target.productId) &&
        within(r.offerIds, target.offerId) &&
        within(r.accountIds, target.buyerAccountId),
    )
    .sort((a, b) => SPECIFICITY.indexOf(b.scope) - SPECIFICITY.indexOf(a.scope) || b.id - a.id);
  const first = (...kinds: RuleKind[]) => matching.find((r) => kinds.includes(r.kind));
  const duties = new Map<string, PriceRule>();
  for (const rule of matching) if (rule.kind === 'DUTY' && !duties.has(rule.name ?? '')) duties.set(rule.name ?? '', rule);
  return {
    iceSource: first('ICE_LIVE', 'ICE_SETTLE', 'PRODUCT_SETTLE'),
    icePremium: first('ICE_LIVE_PREMIUM'),
    iceExpiry: first('ICE_EXPIRY'),
    fxSource: first('FX', 'FX_LIVE_SYMBOL'),
    fxPremium: first('FX_LIVE_PREMIUM'),
    density: first('DENSITY'),
    bioBlend: first('BIO_BLEND'),
    minimumFixed: first('MIN_PRICE_FIXED'),
    minimumTracking: first('MIN_PRICE_TRACKING'),
    duties: [...duties.values()],
    adjustments: matching.filter((r) => r.kind === 'PRICE'),
  };
}

/** Rule ids per choice, so a failure names the rule picked and the one expected. */
function ids({ duties, adjustments, ...choices }: ApplicableRules) {
  const id = (rule: PriceRule | undefined) => rule?.id;
  return {
    ...Object.fromEntries(Object.entries(choices).map(([choice, rule]) => [choice, id(rule)])),
    duties: duties.map(id),
    adjustments: adjustments.map(id),
  };
}

function randomInput(random: Random, rules: PriceRule[], target: RuleTarget, offerRules: PriceRule[]): PricingInput {
  const priceType = random.oneOf(['FIXED', 'TRACKING', 'API'] as const);
  const gas = Object.fromEntries(GAS_SYMBOLS.map((s) => [s, random.amount(600, 900)]));
  return {
    offer: {
      id: target.offerId,
      priceType,
      productId: target.productId,
      terminalId: target.terminalId,
      networkId: target.networkId,
      fixedPrice: priceType === 'FIXED' ? random.amount(60, 120) : undefined,
      iceMonth: random.int(7),
      maxPriceDrop: random.chance(0.3) ? random.amount(0, 2) : undefined,
    },
    rules,
    offerRules,
    market: { live: { ...gas, 'EUR/USD': random.amount(1, 1.2), 'USD/CHF': random.amount(0.8, 1) }, settlement: gas },
    productDensity: random.amount(0.8, 0.9),
    exchangeSymbol: random.oneOf(['EUR/USD', 'USD/CHF']),
    buyerAccountId: target.buyerAccountId,
    shareholderAdjustment: random.chance(0.2) ? random.amount(-1, 1) : undefined,
    windowReferencePrice: random.chance(0.3) ? random.amount(60, 120) : undefined,
    decimals: random.oneOf([2, 3, 4] as const),
    now: new Date(Date.UTC(2026, 10, 20, random.int(24))),
  };
}

function outcome(result: ReturnType<typeof priceOffer>) {
  return result.ok
    ? { price: result.price.toString(), unrounded: result.unrounded.toString(), breakdown: result.breakdown }
    : { error: result.error, detail: result.detail, breakdown: result.breakdown };
}

describe('the rule book: indexed once per rule set, the same rules as a plain filter and sort', () => {
  test('picks exactly the reference rules for random rule sets, offers and buyers', () => {
    const random = seeded(20261120);
    for (let set = 0; set < 150; set++) {
      const rules = randomRules(random);
      const offers = Array.from({ length: 40 }, () => randomTarget(random)).map((target) => ({ target, own: ownRules(random, target.offerId) }));
      const indexed = offers.map(({ target, own }) => ({ target, picked: ids(applicableRules(rules, target, own)) }));
      expect(indexed).toEqual(offers.map(({ target, own }) => ({ target, picked: ids(referenceRules([...rules, ...own], target)) })));
    }
  });

  test('prices random offers exactly as from the reference rules alone: price, unrounded value and breakdown', () => {
    const random = seeded(42);
    for (let set = 0; set < 60; set++) {
      const rules = randomRules(random);
      for (let offer = 0; offer < 30; offer++) {
        const target = randomTarget(random);
        const own = ownRules(random, target.offerId);
        const input = randomInput(random, rules, target, own);
        // The reference picks the rules by a plain filter and sort; the engine prices with exactly those.
        expect(outcome(priceOffer(input))).toEqual(outcome(priceWithRules(input, referenceRules([...rules, ...own], target))));
      }
    }
  });

  test('ties: a more specific scope beats a newer rule, the newest rule wins within a scope, ACCOUNT rules only for their buyer', () => {
    const d = (v: string) => new Decimal(v);
    const rule = (id: number, scope: RuleScope, lists: Partial<PriceRule> = {}): PriceRule => ({ id, kind: 'DENSITY', scope, value: d('0.845'), ...lists });
    const rules = [
      rule(9, 'GLOBAL'),
      rule(2, 'PRODUCT', { productIds: [1] }),
      rule(3, 'TERMINAL', { terminalIds: [100] }),
      rule(5, 'TERMINAL', { terminalIds: [100] }),
      rule(4, 'ACCOUNT', { accountIds: [55] }),
      rule(8, 'ACCOUNT', { accountIds: [] }),
    ];
    const at = (productId: number, buyerAccountId?: number) =>
      applicableRules(rules, { networkId: 7, terminalId: 100, productId, offerId: 10, buyerAccountId }).density?.id;
    expect(at(1)).toBe(2);
    expect(at(2)).toBe(5);
    expect(at(1, 55)).toBe(4);
    expect(at(1, 56)).toBe(2);
    // The offer's own setting (negative id) loses to the seller's rule for that very offer.
    const own = [rule(-1, 'OFFER', { offerIds: [10] })];
    const sellers = [...rules, rule(6, 'OFFER', { offerIds: [10] })];
    expect(applicableRules(rules, { networkId: 7, terminalId: 100, productId: 1, offerId: 10 }, own).density?.id).toBe(-1);
    expect(applicableRules(sellers, { networkId: 7, terminalId: 100, productId: 1, offerId: 10 }, own).density?.id).toBe(6);
  });

  test('settles a rule set once per place and buyer, and a set once indexed cannot change in place', () => {
    const rules: PriceRule[] = [{ id: 1, kind: 'PRICE', scope: 'TERMINAL', terminalIds: [100], value: new Decimal('0.5') }];
    const place = { networkId: 7, terminalId: 100, productId: 1 };
    const first = applicableRules(rules, { ...place, offerId: 10 });
    expect(applicableRules(rules, { ...place, offerId: 11 })).toBe(first);
    expect(applicableRules(rules, { ...place, offerId: 11, buyerAccountId: 55 })).not.toBe(first);
    expect(() => rules.push({ ...rules[0], id: 2 })).toThrow(TypeError);
  });
});
