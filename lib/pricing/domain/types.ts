import type Decimal from 'decimal.js';

export const RULE_SCOPES = ['GLOBAL', 'NETWORK', 'TERMINAL', 'PRODUCT', 'OFFER', 'ACCOUNT'] as const;
export type RuleScope = (typeof RULE_SCOPES)[number];

export const RULE_KINDS = [
  'DUTY',
  'DENSITY',
  'BIO_BLEND',
  'FX',
  'FX_LIVE_SYMBOL',
  'FX_LIVE_PREMIUM',
  'ICE_EXPIRY',
  'ICE_LIVE',
  'ICE_LIVE_PREMIUM',
  'ICE_SETTLE',
  'PRODUCT_SETTLE',
  'PRICE',
  'MIN_PRICE_TRACKING',
  'MIN_PRICE_FIXED',
] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

export const PRICE_UNITS = ['EUR/100L15', 'EUR/METRIC_TONNE', 'USD/METRIC_TONNE', 'EUR/CUBIC_METRE'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

/** A pricing rule of a seller. Empty target lists mean "any"; `scope` is how specific the rule is. */
export interface PriceRule {
  /** Unique within a seller's rules; on a tie of scope the highest id (the newest rule) wins. */
  id: number;
  kind: RuleKind;
  scope: RuleScope;
  /** Amount in `unit`; a density in kg/l; an FX rate (quote currency per base currency). */
  value: Decimal;
  unit?: PriceUnit;
  /** DUTY rules stand side by side per name (energy tax, CO2 levy, ...). */
  name?: string;
  /** FX_LIVE_SYMBOL: the market symbol to read the rate from. */
  symbol?: string;
  /** ICE_EXPIRY: the moment the front month rolls, and which way. */
  expiresAt?: Date;
  direction?: 'FORWARD' | 'BACK';
  networkIds?: number[];
  terminalIds?: number[];
  productIds?: number[];
  offerIds?: number[];
  accountIds?: number[];
}

export interface PricedOffer {
  id: number;
  priceType: 'FIXED' | 'TRACKING' | 'API';
  productId: number;
  terminalId: number;
  networkId: number;
  /** FIXED offers: the seller's price per 100L15. */
  fixedPrice?: Decimal;
  /** TRACKING/API offers: ICE month 0..6 (M00..M06). */
  iceMonth?: number;
  /** The largest fall of the price allowed within one market window, per 100L15. */
  maxPriceDrop?: Decimal;
}

export interface MarketQuotes {
  /** Live prices by symbol: /GAS, /GAS<1>.. /GAS<6> in USD/mt, FX symbols such as EUR/USD. */
  live: Record<string, Decimal>;
  /** The latest settlement price by symbol (ICE_SETTLE). */
  settlement?: Record<string, Decimal>;
  /** The trading day (ISO date, London) of each settlement price. */
  settledOn?: Record<string, string>;
}

export interface PricingInput {
  offer: PricedOffer;
  /** The seller's rules; indexed once per list, so pass the same list for the offers it prices. */
  rules: readonly PriceRule[];
  /** The offer's own settings as rules; only this offer has them. */
  offerRules?: readonly PriceRule[];
  market: MarketQuotes;
  /** The product's own density (kg/l) when no DENSITY rule applies. */
  productDensity: Decimal;
  /** The brand's exchange symbol, used when no FX rule applies (EUR/USD, USD/CHF). */
  exchangeSymbol: string;
  /** The buyer the price is for (ACCOUNT rules, shareholder adjustment). */
  buyerAccountId?: number;
  shareholderAdjustment?: Decimal;
  /** The offer's price at the start of the market window, for the maximum price drop. */
  windowReferencePrice?: Decimal;
  decimals: 2 | 3 | 4;
  now: Date;
}

export interface BreakdownLine {
  step: string;
  ruleId?: number;
  scope?: RuleScope;
  name?: string;
  /** The rule's own value in its own unit. */
  value: string;
  unit: string;
  /** What the line adds to the price per 100L15 ("" for lines that only inform). */
  amount: string;
}

export type PricingResult =
  | { ok: true; price: Decimal; unrounded: Decimal; breakdown: BreakdownLine[] }
  | { ok: false; error: PricingErrorCode; detail?: string; breakdown: BreakdownLine[] };

/** Why the engine refuses a price: the offer is then off the market (docs/offers-pricing-engine.md). */
export type PricingErrorCode = 'negative_price' | 'missing_market_price' | 'missing_settlement_price' | 'missing_fx_rate' | 'missing_fixed_price';
