'use client';

import { useLocale, useMessages, useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { breakdownAmounts } from '@/lib/format/breakdown-amounts';
import { formatDateTime, formatDay } from '@/lib/format/dates';
import { formatEntered, formatPrice } from '@/lib/format/number';
import { priceUnitLabel, unitLabel } from '@/lib/format/units';
import type { BreakdownLine } from '@/lib/pricing/domain/types';
import styles from './offers.module.css';
import { isKeyOf } from '@/lib/i18n/keys';

interface Props {
  breakdown: BreakdownLine[];
  /** The price the lines make (the offer's, or a trigger's as fixed); null when the engine gave none. */
  price: string | null;
  /** What shows in the price's place when there is none: the engine's failure. */
  failure?: string;
  testId: string;
}

/**
 * The engine's breakdown of a price: each rule that applied with its value and what it added, and
 * the price. The amounts are rounded so that they add up to the price shown (breakdownAmounts).
 */
export function BreakdownTable({ breakdown, price, failure, testId }: Props) {
  const t = useTranslations('offers');
  const tp = useTranslations('pricing');
  const { pricing } = useMessages();
  const locale = useLocale();
  const { currency, decimals, timeZone } = useBrand();
  const unit = priceUnitLabel(currency);
  const amounts =
    price === null
      ? breakdown.map((line) => line.amount)
      : breakdownAmounts(
          breakdown.map((line) => line.amount),
          price,
          decimals,
        );
  // Negative rule ids are the offer's own settings (surcharge, FX choice, minimum price; a trigger's premium).
  const lineLabel = (line: BreakdownLine) => {
    const step = isKeyOf(pricing.kinds, line.step) ? tp(`kinds.${line.step}`) : line.step;
    if (line.ruleId !== undefined && line.ruleId < 0) return `${step} – ${tp('ownSetting')}`;
    return line.name ? `${step} – ${line.name}` : step;
  };
  // The expiry step carries its moment and roll direction instead of a number and a unit; an earlier day's settlement its trading day.
  const lineValue = (line: BreakdownLine) =>
    line.step === 'ICE_EXPIRY'
      ? `${formatDateTime(line.value, timeZone, locale)} · ${isKeyOf(pricing.directions, line.unit) ? tp(`directions.${line.unit}`) : line.unit}`
      : line.step === 'SETTLEMENT_OF_EARLIER_DAY'
        ? formatDay(line.value)
        : `${formatEntered(line.value, locale)} ${unitLabel(line.unit, currency)}`;
  return (
    <table className={styles.breakdown} data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{t('breakdownStep')}</th>
          <th scope="col">{t('breakdownValue')}</th>
          <th scope="col">{t('breakdownAmount', { unit })}</th>
        </tr>
      </thead>
      <tbody>
        {breakdown.map((line, i) => (
          <tr key={i}>
            <td>{lineLabel(line)}</td>
            <td>{lineValue(line)}</td>
            <td>{amounts[i] ? formatPrice(amounts[i], locale, decimals) : ''}</td>
          </tr>
        ))}
        <tr className={styles.total}>
          <td colSpan={2}>{t('breakdownPrice', { unit })}</td>
          <td data-testid={`${testId}-price`}>{price === null ? failure : formatPrice(price, locale, decimals)}</td>
        </tr>
      </tbody>
    </table>
  );
}
