import type { PriceRule, RuleKind, RuleScope } from './types';

/** Most specific first: a value rule of a more specific scope replaces the less specific ones. */
const SPECIFICITY: Record<RuleScope, number> = { ACCOUNT: 6, OFFER: 5, PRODUCT: 4, TERMINAL: 3, NETWORK: 2, GLOBAL: 1 };

/**
 * The one rule each value kind decides. The ICE price source (live, settlement or the product's
 * own settlement) is a single choice across its kinds, and so is the FX source (fixed or live).
 */
const CHOICE_OF = {
  ICE_LIVE: 'iceSource',
  ICE_SETTLE: 'iceSource',
  PRODUCT_SETTLE: 'iceSource',
  ICE_LIVE_PREMIUM: 'icePremium',
  ICE_EXPIRY: 'iceExpiry',
  FX: 'fxSource',
  FX_LIVE_SYMBOL: 'fxSource',
  FX_LIVE_PREMIUM: 'fxPremium',
  DENSITY: 'density',
  BIO_BLEND: 'bioBlend',
  MIN_PRICE_FIXED: 'minimumFixed',
  MIN_PRICE_TRACKING: 'minimumTracking',
} as const satisfies Record<Exclude<RuleKind, 'DUTY' | 'PRICE'>, string>;
type Choice = (typeof CHOICE_OF)[keyof typeof CHOICE_OF];

/** The rules that apply to one offer for one buyer, as the engine reads them (design 5). */
export type ApplicableRules = { readonly [C in Choice]: PriceRule | undefined } & {
  /** Each DUTY name once, from its most specific rule; in specificity order. */
  readonly duties: readonly PriceRule[];
  /** Every PRICE adjustment that applies (they add up), most specific first. */
  readonly adjustments: readonly PriceRule[];
};

/** What decides whether a rule applies: where the offer is sold, which offer, and to whom. */
export interface RuleTarget {
  networkId: number;
  terminalId: number;
  productId: number;
  offerId: number;
  buyerAccountId?: number;
}

/**
 * A seller's rules, indexed once for all the offers priced against them. Rules naming offers are
 * filed under each offer they name. All the others depend only on where an offer is sold and to
 * whom, so they are settled once per network, terminal, product and buyer, and every offer there
 * shares that answer: pricing one offer then touches only the few rules of its own.
 */
interface RuleBook {
  /** The rules naming no offer, most specific first. */
  readonly general: readonly PriceRule[];
  readonly byOffer: ReadonlyMap<number, readonly PriceRule[]>;
  readonly byPlace: Map<string, ApplicableRules>;
}

const NONE: readonly PriceRule[] = Object.freeze([]);

/** Every key present from the start, so each answer has the same shape and adding a rule keeps it. */
const NO_RULES: ApplicableRules = {
  iceSource: undefined,
  icePremium: undefined,
  iceExpiry: undefined,
  fxSource: undefined,
  fxPremium: undefined,
  density: undefined,
  bioBlend: undefined,
  minimumFixed: undefined,
  minimumTracking: undefined,
  duties: NONE,
  adjustments: NONE,
};

const books = new WeakMap<readonly PriceRule[], RuleBook>();

/**
 * The rules that apply to one offer: the seller's `rules` (indexed the first time this very list
 * is priced) and the offer's own settings as rules (`offerRules`, which no other offer shares).
 * A rule set is frozen when indexed, so a change in place fails loudly instead of pricing off a
 * stale index; a changed rule set is a new list.
 */
export function applicableRules(rules: readonly PriceRule[], target: RuleTarget, offerRules: readonly PriceRule[] = NONE): ApplicableRules {
  const book = bookOf(rules);
  // Without general rules there is nothing to settle, nor to keep per place.
  const atPlace = book.general.length ? rulesAtPlace(book, target) : NO_RULES;
  const named = book.byOffer.get(target.offerId) ?? NONE;
  if (!named.length && !offerRules.length) return atPlace;
  const applicable = { ...atPlace };
  for (const rule of named) if (applies(rule, target)) add(applicable, rule);
  for (const rule of offerRules) if (applies(rule, target)) add(applicable, rule);
  return applicable;
}

function bookOf(rules: readonly PriceRule[]): RuleBook {
  let book = books.get(rules);
  if (!book) {
    book = indexed(rules);
    books.set(Object.freeze(rules), book);
  }
  return book;
}

function indexed(rules: readonly PriceRule[]): RuleBook {
  const general: PriceRule[] = [];
  const byOffer = new Map<number, PriceRule[]>();
  // Sorted once here, every list below is in specificity order and stays so.
  for (const rule of [...rules].sort(bySpecificity)) {
    if (!rule.offerIds?.length) general.push(rule);
    for (const offerId of new Set(rule.offerIds)) {
      const filed = byOffer.get(offerId);
      if (filed) filed.push(rule);
      else byOffer.set(offerId, [rule]);
    }
  }
  return { general, byOffer, byPlace: new Map() };
}

function rulesAtPlace(book: RuleBook, target: RuleTarget): ApplicableRules {
  const place = `${target.networkId}/${target.terminalId}/${target.productId}/${target.buyerAccountId ?? ''}`;
  let applicable = book.byPlace.get(place);
  if (!applicable) {
    const settled = { ...NO_RULES };
    for (const rule of book.general) if (applies(rule, target)) add(settled, rule);
    book.byPlace.set(place, settled);
    applicable = settled;
  }
  return applicable;
}

type Settling = { -readonly [K in keyof ApplicableRules]: ApplicableRules[K] };

/**
 * One more rule that applies, put in its place by specificity. On a tie of scope and id the rule
 * already there stays first, as in a stable sort of the seller's list followed by the offer's own
 * rules (ids are unique within a seller's list; the offer's own rules have negative ids).
 */
function add(applicable: Settling, rule: PriceRule): void {
  if (rule.kind === 'PRICE') applicable.adjustments = placed(applicable.adjustments, rule);
  else if (rule.kind === 'DUTY') applicable.duties = withDuty(applicable.duties, rule);
  else {
    const choice = CHOICE_OF[rule.kind];
    const current = applicable[choice];
    if (!current || bySpecificity(rule, current) < 0) applicable[choice] = rule;
  }
}

/** A duty replaces the one of its name only when it is more specific; names stand side by side. */
function withDuty(duties: readonly PriceRule[], duty: PriceRule): readonly PriceRule[] {
  const name = duty.name ?? '';
  const same = duties.find((d) => (d.name ?? '') === name);
  if (!same) return placed(duties, duty);
  return bySpecificity(duty, same) < 0
    ? placed(
        duties.filter((d) => d !== same),
        duty,
      )
    : duties;
}

function placed(rules: readonly PriceRule[], rule: PriceRule): readonly PriceRule[] {
  let at = rules.length;
  while (at > 0 && bySpecificity(rules[at - 1], rule) > 0) at--;
  return [...rules.slice(0, at), rule, ...rules.slice(at)];
}

/** Most specific scope first; on a tie the newest (highest id). */
function bySpecificity(a: PriceRule, b: PriceRule): number {
  return SPECIFICITY[b.scope] - SPECIFICITY[a.scope] || b.id - a.id;
}

/** Empty target lists mean "any"; an ACCOUNT rule naming no account applies to nobody. */
function applies(rule: PriceRule, target: RuleTarget): boolean {
  if (rule.scope === 'ACCOUNT' && !rule.accountIds?.length) return false;
  return (
    within(rule.networkIds, target.networkId) &&
    within(rule.terminalIds, target.terminalId) &&
    within(rule.productIds, target.productId) &&
    within(rule.offerIds, target.offerId) &&
    within(rule.accountIds, target.buyerAccountId)
  );
}

const within = (list: readonly number[] | undefined, id: number | undefined) => !list?.length || (id !== undefined && list.includes(id));
