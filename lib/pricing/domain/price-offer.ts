import { gasSymbol } from '@/lib/market-window/domain/live-market';
import Decimal from 'decimal.js';
import { settlementDay } from '@/lib/market-data/domain/settlement';
import { iceExpiryPassed, rolledIceMonth } from './ice-month';
import { applicableRules, type ApplicableRules } from './rule-book';
import type { BreakdownLine, PriceRule, PricingErrorCode, PricingInput, PricingResult } from './types';

const ONE = new Decimal(1);
const TEN = new Decimal(10);

class PricingError extends Error {
  constructor(
    readonly code: Exclude<PricingErrorCode, 'negative_price'>,
    readonly detail: string,
  ) {
    super(code);
  }
}

/**
 * A breakdown line, written out only if the breakdown is read: the market, the basket and the
 * alerts need the price alone, and writing every amount out as text was a quarter of the work.
 * A note captures only values that no longer change.
 */
type Note = () => BreakdownLine;

/** One offer on its way to a price. */
interface Pricing {
  readonly input: PricingInput;
  readonly rules: ApplicableRules;
  readonly notes: Note[];
  /** kg/l: the DENSITY rule, else the product's own. */
  readonly density: Decimal;
  /** Worked out on first need, then shared by the ICE leg and every USD/mt rule. */
  fx?: FxLeg;
}

interface FxLeg {
  /** USD/mt divided by this is the brand currency per tonne. */
  divisor: Decimal;
  /** How the rate came about, for the breakdown of the ICE leg. */
  notes: Note[];
}

/**
 * The price of one offer per 100 litres at 15 °C, with every rule that made it (design 5).
 * Pure: the market, the rules and the clock come in as arguments; Decimal arithmetic only.
 * The result is cut (not rounded up) to the brand's decimals, so a buyer never pays a fraction
 * more than the rules give.
 */
export function priceOffer(input: PricingInput): PricingResult {
  const { offer } = input;
  const target = {
    networkId: offer.networkId,
    terminalId: offer.terminalId,
    productId: offer.productId,
    offerId: offer.id,
    buyerAccountId: input.buyerAccountId,
  };
  return priceWithRules(input, applicableRules(input.rules, target, input.offerRules));
}

/** The price of one offer with the rules already picked for it (priceOffer picks them from the rule book). */
export function priceWithRules(input: PricingInput, rules: ApplicableRules): PricingResult {
  const { offer } = input;
  const pricing: Pricing = { input, rules, notes: [], density: rules.density?.value ?? input.productDensity };
  const { notes } = pricing;
  try {
    let price = offer.priceType === 'FIXED' ? fixedBase(pricing) : trackingBase(pricing);

    for (const rule of rules.adjustments) {
      const amount = toPer100L15(rule, pricing);
      price = price.plus(amount);
      notes.push(() => line('PRICE', rule, amount));
    }
    const { shareholderAdjustment } = input;
    if (shareholderAdjustment && !shareholderAdjustment.isZero()) {
      price = price.plus(shareholderAdjustment);
      notes.push(() => ({
        step: 'SHAREHOLDER_ADJUSTMENT',
        value: shareholderAdjustment.toString(),
        unit: 'EUR/100L15',
        amount: shareholderAdjustment.toString(),
      }));
    }

    const minimum = offer.priceType === 'FIXED' ? rules.minimumFixed : rules.minimumTracking;
    if (minimum) {
      const floor = toPer100L15(minimum, pricing);
      if (price.lessThan(floor)) {
        const lift = floor.minus(price);
        notes.push(() => line(minimum.kind, minimum, lift));
        price = floor;
      }
    }
    const { maxPriceDrop } = offer;
    if (maxPriceDrop && input.windowReferencePrice) {
      const floor = input.windowReferencePrice.minus(maxPriceDrop);
      if (price.lessThan(floor)) {
        const lift = floor.minus(price);
        notes.push(() => ({ step: 'MAX_PRICE_DROP', value: maxPriceDrop.toString(), unit: 'EUR/100L15', amount: lift.toString() }));
        price = floor;
      }
    }

    const rounded = price.toDecimalPlaces(input.decimals, Decimal.ROUND_DOWN);
    if (rounded.lessThanOrEqualTo(0)) return withBreakdown({ ok: false, error: 'negative_price', detail: price.toString() }, notes);
    return withBreakdown({ ok: true, price: rounded, unrounded: price }, notes);
  } catch (error) {
    if (error instanceof PricingError) return withBreakdown({ ok: false, error: error.code, detail: error.detail }, notes);
    throw error;
  }
}

type WithoutBreakdown<T> = T extends unknown ? Omit<T, 'breakdown'> : never;

function withBreakdown(result: WithoutBreakdown<PricingResult>, notes: readonly Note[]): PricingResult {
  // Explained carries the result's own fields and defines `breakdown` itself.
  return new Explained(result, notes) as unknown as PricingResult;
}

/**
 * A result whose breakdown is written out from its notes on first read, then kept. `breakdown`
 * is an own enumerable property like the others, so spreading, JSON and comparing see it; its
 * getter is one shared function, as a getter made per result would cost each result its own
 * hidden class.
 */
class Explained {
  static readonly #breakdown: PropertyDescriptor = {
    enumerable: true,
    get(this: Explained) {
      return (this.#lines ??= this.#notes.map((write) => write()));
    },
  };
  readonly #notes: readonly Note[];
  #lines: BreakdownLine[] | undefined;

  constructor(result: WithoutBreakdown<PricingResult>, notes: readonly Note[]) {
    Object.assign(this, result);
    this.#notes = notes;
    Object.defineProperty(this, 'breakdown', Explained.#breakdown);
  }
}

function fixedBase({ input, notes }: Pricing): Decimal {
  const { fixedPrice } = input.offer;
  if (!fixedPrice) throw new PricingError('missing_fixed_price', `offer ${input.offer.id}`);
  notes.push(() => ({ step: 'FIXED_PRICE', value: fixedPrice.toString(), unit: 'EUR/100L15', amount: fixedPrice.toString() }));
  return fixedPrice;
}

/** ICE leg in USD/mt, converted to the brand currency per tonne, then per 100L15 by density, plus duties. */
function trackingBase(pricing: Pricing): Decimal {
  const { input, rules, notes, density } = pricing;
  const source = rules.iceSource;
  let perTonne: Decimal;
  let currencyPerTonne: Decimal;
  if (source?.kind === 'PRODUCT_SETTLE') {
    perTonne = source.value;
    notes.push(() => line('PRODUCT_SETTLE', source, null));
    currencyPerTonne = source.unit === 'EUR/METRIC_TONNE' ? perTonne : perTonne.div(explainedFx(pricing));
  } else {
    const symbol = iceSymbol(pricing);
    const settled = source?.kind === 'ICE_SETTLE';
    const quote = (settled ? input.market.settlement : input.market.live)?.[symbol];
    if (!quote) throw new PricingError(settled ? 'missing_settlement_price' : 'missing_market_price', symbol);
    // Today's settlement comes at 16:30 London; until then (or on a day without one) the latest stands, and the breakdown says of which day.
    const settledOn = input.market.settledOn?.[symbol];
    if (settled && settledOn && settledOn !== settlementDay(input.now)) {
      notes.push(() => ({ step: 'SETTLEMENT_OF_EARLIER_DAY', value: settledOn, unit: 'date', amount: '' }));
    }
    notes.push(() => ({
      step: source?.kind ?? 'ICE_LIVE',
      ruleId: source?.id,
      scope: source?.scope,
      value: quote.toString(),
      unit: 'USD/METRIC_TONNE',
      amount: '',
    }));
    perTonne = quote;
    const premium = rules.icePremium;
    if (premium) {
      perTonne = perTonne.plus(premium.value);
      notes.push(() => line('ICE_LIVE_PREMIUM', premium, null));
    }
    currencyPerTonne = perTonne.div(explainedFx(pricing));
  }
  const productCost = currencyPerTonne.times(density).div(TEN);
  notes.push(() => ({ step: 'PRODUCT_COST', value: density.toString(), unit: 'kg/l', amount: productCost.toString() }));

  let price = productCost;
  for (const duty of rules.duties) {
    const amount = toPer100L15(duty, pricing);
    price = price.plus(amount);
    notes.push(() => line('DUTY', duty, amount));
  }
  const bio = rules.bioBlend;
  if (bio) {
    const amount = toPer100L15(bio, pricing);
    price = price.plus(amount);
    notes.push(() => line('BIO_BLEND', bio, amount));
  }
  return price;
}

/** M00..M06 -> /GAS, /GAS<1>../GAS<6>, after the ICE expiry roll the rules name. */
function iceSymbol({ input, rules, notes }: Pricing): string {
  const expiry = rules.iceExpiry;
  if (iceExpiryPassed(expiry, input.now)) {
    notes.push(() => ({
      step: 'ICE_EXPIRY',
      ruleId: expiry.id,
      scope: expiry.scope,
      value: expiry.expiresAt.toISOString(),
      unit: expiry.direction ?? 'FORWARD',
      amount: '',
    }));
  }
  return gasSymbol(rolledIceMonth(input.offer.iceMonth ?? 0, expiry, input.now));
}

/** The FX divisor, its lines added to the breakdown: the ICE leg shows how it was converted. */
function explainedFx(pricing: Pricing): Decimal {
  const fx = fxLeg(pricing);
  pricing.notes.push(...fx.notes);
  return fx.divisor;
}

function fxLeg(pricing: Pricing): FxLeg {
  return (pricing.fx ??= fxRate(pricing));
}

/** Quote currency per USD leg: the brand currency per tonne = USD/mt / rate (EUR/USD) or x rate (USD/CHF). */
function fxRate({ input, rules }: Pricing): FxLeg {
  const source = rules.fxSource;
  const notes: Note[] = [];
  const symbol = source?.kind === 'FX' ? input.exchangeSymbol : (source?.symbol ?? input.exchangeSymbol);
  const rate = source?.kind === 'FX' ? source.value : liveRate(input, symbol, rules.fxPremium, notes);
  notes.push(() => ({ step: source?.kind ?? 'FX_LIVE_SYMBOL', ruleId: source?.id, scope: source?.scope, value: rate.toString(), unit: symbol, amount: '' }));
  // A USD/xxx quote gives xxx per USD, so the divisor is its inverse.
  return { divisor: symbol.startsWith('USD/') ? ONE.div(rate) : rate, notes };
}

function liveRate(input: PricingInput, symbol: string, premium: PriceRule | undefined, notes: Note[]): Decimal {
  const quote = input.market.live[symbol];
  if (!quote) throw new PricingError('missing_fx_rate', symbol);
  if (!premium) return quote;
  notes.push(() => line('FX_LIVE_PREMIUM', premium, null));
  return quote.plus(premium.value);
}

/** Amount of a rule in the brand currency per 100L15. 1 cbm = 10 x 100 L; 1 t = 10 / density x 100 L. */
function toPer100L15({ value, unit }: PriceRule, pricing: Pricing): Decimal {
  switch (unit ?? 'EUR/100L15') {
    case 'EUR/100L15':
      return value;
    case 'EUR/CUBIC_METRE':
      return value.div(TEN);
    case 'EUR/METRIC_TONNE':
      return value.times(pricing.density).div(TEN);
    case 'USD/METRIC_TONNE':
      return value.div(fxLeg(pricing).divisor).times(pricing.density).div(TEN);
  }
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
