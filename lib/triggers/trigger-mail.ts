import { formatDay } from '@/lib/format/dates';
import { formatPrice, formatVolume } from '@/lib/format/number';
import { priceUnitLabel } from '@/lib/format/units';

/** A lifting period with the days it fixed, as the trigger mails name it: "Prompt (1–3 Tage), 26.11.2026–29.11.2026". */
export function liftingText(lifting: { period: string; start: string; end: string }) {
  return `${lifting.period}, ${formatDay(lifting.start)}–${formatDay(lifting.end)}`;
}

/**
 * The products of a trigger in the seller's mail, numbers as the screens and the order mails write
 * them, in the brand's locale and decimals: "Diesel B7: 20 cbm zu 63,60 EUR/100L15".
 */
export function triggerLines(
  items: { product: string; quantity: string; price: string }[],
  brand: { locale: string; decimals: number; currency: string },
): string {
  return items
    .map(
      (i) =>
        `${i.product}: ${formatVolume(i.quantity, brand.locale)} cbm zu ${formatPrice(i.price, brand.locale, brand.decimals)} ${priceUnitLabel(brand.currency)}`,
    )
    .join('\n');
}
