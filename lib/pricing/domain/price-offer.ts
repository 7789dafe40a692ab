import Decimal from 'decimal.js';
import type { BreakdownLine, PriceRule, PriceUnit, PricingInput, PricingResult, RuleKind, RuleScope } from './types';

/** Most specific first: a value rule of a more specific scope replaces the less specific ones. */
const SPECIFICITY: Record<RuleScope, number> = { ACCOUNT: 6, OFFER: 5, PRODUCT: 4, TERMINAL: 3, NETWORK: 2, GLOBAL: 1 };

const ICE_SOURCES: RuleKind[] = ['ICE_LIVE', 'ICE_SETTLE', 'PRODUCT_SETTLE'];
const FX_SOURCES: RuleKind[] = ['FX', 'FX_LIVE_SYMBOL'];

class PricingError extends Error {
  constructor(readonly code: 'missing_market_price' | 'missing_fx_rate' | 'missing_fixed_price', readonly detail: string) {
    super(code);
  }
}

/**
 * The price of one offer per 100 litres at 15 °C, with every rule that made it (design 5).
 * Pure: the market, the rules and the clock come in as arguments; Decimal arithmetic only.
 * The result is cut (not rounded up) to the brand's decimals, so a buyer never pays a fraction
 * more than the rules give.
 */
export function priceOffer(input: PricingInput): PricingResult {
  const breakdown: BreakdownLine[] = [];
  const rules = input.rules.filter((rule) => matches(rule, input));
  try {
    let price = input.offer.priceType === 'FIXED' ? fixedBase(input, breakdown) : trackingBase(input, rules, breakdown);

    for (const rule of rules.filter((r) => r.kind === 'PRICE').sort(bySpecificity)) {
      const amount = toPer100L15(rule.value, rule.unit, input, rules);
      price = price.plus(amount);
      breakdown.push(line('PRICE', rule, amount));
    }
    if (input.shareholderAdjustment && !input.shareholderAdjustment.isZero()) {
      price = price.plus(input.shareholderAdjustment);
      breakdown.push({ step: 'SHAREHOLDER_ADJUSTMENT', value: input.shareholderAdjustment.toString(), unit: 'EUR/100L15', amount: input.shareholderAdjustment.toString() });
    }

    const minimum = pick(rules, [input.offer.priceType === 'FIXED' ? 'MIN_PRICE_FIXED' : 'MIN_PRICE_TRACKING']);
    if (minimum) {
      const floor = toPer100L15(minimum.value, minimum.unit, input, rules);
      if (price.lessThan(floor)) {
        breakdown.push(line(minimum.kind, minimum, floor.minus(price)));
        price = floor;
      }
    }
    const { maxPriceDrop } = input.offer;
    if (maxPriceDrop && input.windowReferencePrice) {
      const floor = input.windowReferencePrice.minus(maxPriceDrop);
      if (price.lessThan(floor)) {
        breakdown.push({ step: 'MAX_PRICE_DROP', value: maxPriceDrop.toString(), unit: 'EUR/100L15', amount: floor.minus(price).toString() });
        price = floor;
      }
    }

    const rounded = price.toDecimalPlaces(input.decimals, Decimal.ROUND_DOWN);
    if (rounded.lessThanOrEqualTo(0)) return { ok: false, error: 'negative_price', detail: price.toString(), breakdown };
    return { ok: true, price: rounded, unrounded: price, breakdown };
  } catch (error) {
    if (error instanceof PricingError) return { ok: false, error: error.code, detail: error.detail, breakdown };
    throw error;
  }
}

function fixedBase(input: PricingInput, breakdown: BreakdownLine[]): Decimal {
  const { fixedPrice } = input.offer;
  if (!fixedPrice) throw new PricingError('missing_fixed_price', `offer ${input.offer.id}`);
  breakdown.push({ step: 'FIXED_PRICE', value: fixedPrice.toString(), unit: 'EUR/100L15', amount: fixedPrice.toString() });
  return fixedPrice;
}

/** ICE leg in USD/mt, converted to the brand currency per tonne, then per 100L15 by density, plus duties. */
function trackingBase(input: PricingInput, rules: PriceRule[], breakdown: BreakdownLine[]): Decimal {
  const density = densityOf(input, rules);
  const source = pick(rules, ICE_SOURCES);
  let perTonne: Decimal;
  let currencyPerTonne: Decimal;
  if (source?.kind === 'PRODUCT_SETTLE') {
    perTonne = source.value;
    breakdown.push(line('PRODUCT_SETTLE', source, null));
    currencyPerTonne = source.unit === 'EUR/METRIC_TONNE' ? perTonne : perTonne.div(fxRate(input, rules, breakdown));
  } else {
    const symbol = iceSymbol(input, rules, breakdown);
    const quotes = source?.kind === 'ICE_SETTLE' ? input.market.settlement : input.market.live;
    const quote = quotes?.[symbol];
    if (!quote) throw new PricingError('missing_market_price', symbol);
    breakdown.push({ step: source?.kind ?? 'ICE_LIVE', ruleId: source?.id, scope: source?.scope, value: quote.toString(), unit: 'USD/METRIC_TONNE', amount: '' });
    perTonne = quote;
    const premium = pick(rules, ['ICE_LIVE_PREMIUM']);
    if (premium) {
      perTonne = perTonne.plus(premium.value);
      breakdown.push(line('ICE_LIVE_PREMIUM', premium, null));
    }
    currencyPerTonne = perTonne.div(fxRate(input, rules, breakdown));
  }
  const productCost = currencyPerTonne.times(density).div(10);
  breakdown.push({ step: 'PRODUCT_COST', value: density.toString(), unit: 'kg/l', amount: productCost.toString() });

  let price = productCost;
  for (const duty of duties(rules)) {
    const amount = toPer100L15(duty.value, duty.unit, input, rules);
    price = price.plus(amount);
    breakdown.push(line('DUTY', duty, amount));
  }
  const bio = pick(rules, ['BIO_BLEND']);
  if (bio) {
    const amount = toPer100L15(bio.value, bio.unit, input, rules);
    price = price.plus(amount);
    breakdown.push(line('BIO_BLEND', bio, amount));
  }
  return price;
}

/** M00..M06 -> /GAS, /GAS1../GAS6, after the ICE expiry roll the rules name. */
function iceSymbol(input: PricingInput, rules: PriceRule[], breakdown: BreakdownLine[]): string {
  let month = input.offer.iceMonth ?? 0;
  const expiry = pick(rules, ['ICE_EXPIRY']);
  if (expiry?.expiresAt && input.now >= expiry.expiresAt) {
    month = Math.min(6, Math.max(0, month + (expiry.direction === 'BACK' ? -1 : 1)));
    breakdown.push({ step: 'ICE_EXPIRY', ruleId: expiry.id, scope: expiry.scope, value: expiry.expiresAt.toISOString(), unit: expiry.direction ?? 'FORWARD', amount: '' });
  }
  return month === 0 ? '/GAS' : `/GAS${month}`;
}

/** Quote currency per USD leg: the brand currency per tonne = USD/mt / rate (EUR/USD) or x rate (USD/CHF). */
function fxRate(input: PricingInput, rules: PriceRule[], breakdown: BreakdownLine[]): Decimal {
  const source = pick(rules, FX_SOURCES);
  let rate: Decimal;
  let symbol = input.exchangeSymbol;
  if (source?.kind === 'FX') {
    rate = source.value;
  } else {
    symbol = source?.symbol ?? input.exchangeSymbol;
    const quote = input.market.live[symbol];
    if (!quote) throw new PricingError('missing_fx_rate', symbol);
    rate = quote;
    const premium = pick(rules, ['FX_LIVE_PREMIUM']);
    if (premium) {
      rate = rate.plus(premium.value);
      breakdown.push(line('FX_LIVE_PREMIUM', premium, null));
    }
  }
  breakdown.push({ step: source?.kind ?? 'FX_LIVE_SYMBOL', ruleId: source?.id, scope: source?.scope, value: rate.toString(), unit: symbol, amount: '' });
  // A USD/xxx quote gives xxx per USD, so the divisor is its inverse.
  return symbol.startsWith('USD/') ? new Decimal(1).div(rate) : rate;
}

function densityOf(input: PricingInput, rules: PriceRule[]): Decimal {
  return pick(rules, ['DENSITY'])?.value ?? input.productDensity;
}

/** Amount of a rule in the brand currency per 100L15. 1 cbm = 10 x 100 L; 1 t = 10 / density x 100 L. */
function toPer100L15(value: Decimal, unit: PriceUnit | undefined, input: PricingInput, rules: PriceRule[]): Decimal {
  switch (unit ?? 'EUR/100L15') {
    case 'EUR/100L15':
      return value;
    case 'EUR/CUBIC_METRE':
      return value.div(10);
    case 'EUR/METRIC_TONNE':
      return value.times(densityOf(input, rules)).div(10);
    case 'USD/METRIC_TONNE':
      return value.div(fxRate(input, rules, [])).times(densityOf(input, rules)).div(10);
  }
}

/** Each DUTY name once, from its most specific matching rule. */
function duties(rules: PriceRule[]): PriceRule[] {
  const byName = new Map<string, PriceRule>();
  for (const rule of rules.filter((r) => r.kind === 'DUTY').sort(bySpecificity)) {
    const name = rule.name ?? '';
    if (!byName.has(name)) byName.set(name, rule);
  }
  return [...byName.values()];
}

/** The most specific matching rule of the given kinds; on a tie the newest (highest id). */
function pick(rules: PriceRule[], kinds: RuleKind[]): PriceRule | undefined {
  return rules.filter((r) => kinds.includes(r.kind)).sort(bySpecificity)[0];
}

function bySpecificity(a: PriceRule, b: PriceRule): number {
  return SPECIFICITY[b.scope] - SPECIFICITY[a.scope] || b.id - a.id;
}

function matches(rule: PriceRule, input: PricingInput): boolean {
  const { offer, buyerAccountId } = input;
  const within = (list: number[] | undefined, id: number | undefined) => !list?.length || (id !== undefined && list.includes(id));
  if (rule.scope === 'ACCOUNT' && !rule.accountIds?.length) return false;
  return (
    within(rule.networkIds, offer.networkId) &&
    within(rule.terminalIds, offer.terminalId) &&
    within(rule.productIds, offer.productId) &&
    within(rule.offerIds, offer.id) &&
    within(rule.accountIds, buyerAccountId)
  );
}

function line(step: string, rule: PriceRule, amount: Decimal | null): BreakdownLine {
  return {
    step,
    ruleId: rule.id,
    scope: rule.scope,
    name: rule.name,
    value: rule.value.toString(),
    unit: rule.unit ?? (step === 'DENSITY' ? 'kg/l' : 'EUR/100L15'),
    amount: amount?.toString() ?? '',
  };
}
