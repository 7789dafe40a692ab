'use client';

import { useLocale } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { ICE_MONTHS } from '@/lib/offers/schemas';
import { iceMonthLabel } from './ice-month-label';
import { useIceMonths } from './queries';

/**
 * The ICE month choices M00..M06. With the ICE future dropdown (oil pool) each names the contract
 * month the engine prices it with now at this product, terminal and offer: the server applies the
 * seller's ICE_EXPIRY rule as the engine does, so the label turns with the price at the roll.
 */
export function IceMonthOptions({ productId, terminalId, offerId }: { productId: string; terminalId: string; offerId?: number }) {
  const { flags } = useBrand();
  const locale = useLocale();
  const months = useIceMonths({ productId, terminalId, offerId }, flags.iceFutureDropdown);
  const contract = new Map(months.data?.iceMonths.map((m) => [m.iceMonth, m.contractMonth]));
  const label = (m: number) => {
    const month = contract.get(m);
    return iceMonthLabel(m, month ? { month, locale } : undefined);
  };
  return ICE_MONTHS.map((m) => (
    <option key={m} value={m}>
      {label(m)}
    </option>
  ));
}
