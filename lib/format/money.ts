import Decimal from 'decimal.js';

const INTL_LOCALE: Record<string, string> = { de: 'de-DE', 'de-CH': 'de-CH', en: 'en-GB' };

/**
 * A money amount with the brand's currency and decimal count. The Decimal is handed to Intl as
 * a string, so no float rounding happens on the way (Intl reads decimal strings exactly).
 */
export function formatMoney(value: Decimal | string, options: { currency: 'EUR' | 'CHF'; decimals: number; locale: string }): string {
  const amount = new Decimal(value).toFixed(options.decimals, Decimal.ROUND_HALF_UP);
  return new Intl.NumberFormat(INTL_LOCALE[options.locale] ?? 'de-DE', {
    style: 'currency',
    currency: options.currency,
    minimumFractionDigits: options.decimals,
    maximumFractionDigits: options.decimals,
  }).format(amount as unknown as number);
}
