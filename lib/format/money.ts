import type Decimal from 'decimal.js';
import { formatNumber } from './number';

/** Money amounts (net, VAT, gross, totals) carry 2 decimals whatever the brand's price decimals. */
export const MONEY_DECIMALS = 2;

/**
 * An amount with its currency, its digits by the one number formatter (platform-shell 5):
 * "1.234,50 €"; in English the euro in front, "€1,234.50"; Swiss francs in front as the Swiss
 * write them, "CHF 1'234.50". Prices per 100L15 pass the brand's decimals.
 */
export function formatMoney(value: Decimal | string, options: { currency: 'EUR' | 'CHF'; locale: string; decimals?: number }): string {
  const digits = formatNumber(value, options.locale, { decimals: options.decimals ?? MONEY_DECIMALS });
  // A no-break space keeps amount and currency on one line.
  if (options.currency === 'CHF') return `CHF\u00a0${digits}`;
  if (options.locale !== 'en') return `${digits}\u00a0€`;
  return digits.startsWith('-') ? `-€${digits.slice(1)}` : `€${digits}`;
}
