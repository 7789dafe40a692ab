'use client';

import { useLocale } from 'next-intl';

const INTL_LOCALE: Record<string, string> = { de: 'de-DE', 'de-CH': 'de-CH', en: 'en-GB' };

/** Volumes in cbm as the user's language writes numbers (German 1.234,5; Swiss 1'234.5). */
export function useVolumeFormat(): (cbm: number) => string {
  const format = new Intl.NumberFormat(INTL_LOCALE[useLocale()] ?? 'de-DE', { maximumFractionDigits: 3 });
  return (cbm) => format.format(cbm);
}
