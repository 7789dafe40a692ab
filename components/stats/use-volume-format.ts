'use client';

import { useLocale } from 'next-intl';
import { formatVolume } from '@/lib/format/number';

/** Volumes in cbm by the one number formatter (German 1.234,5; Swiss 1'234.5). */
export function useVolumeFormat(): (cbm: number) => string {
  const locale = useLocale();
  return (cbm) => formatVolume(cbm, locale);
}
