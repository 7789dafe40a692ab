'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { formatDateTime, formatDay } from '@/lib/format/dates';
import { formatEntered, formatPrice } from '@/lib/format/number';
import { priceUnitLabel, unitLabel } from '@/lib/format/units';
import type { BreakdownLine } from '@/lib/pricing/domain/types';
import styles from './offers.module.css';

/** The engine's breakdown of a price: each rule that applied with its value and what it added, and the price (the offer's, or a trigger's as fixed). */
export function BreakdownTable({ breakdown, price, testId }: { breakdown: BreakdownLine[]; price: string; testId: string }) {
  const t = useTranslations('offers');
  const tp = useTranslations('pricing');
  const locale = useLocale();
  const { currency, decimals, timeZone } = useBrand();
  const unit = priceUnitLabel(currency);
  // Negative rule ids are the offer's own settings (surcharge, FX choice, minimum price; a trigger's premium).
  const lineLabel = (line: BreakdownLine) => {
    const step = tp.has(`kinds.${line.step}` as never) ? tp(`kinds.${line.step}` as never) : line.step;
    if (line.ruleId !== undefined && line.ruleId < 0) return `${step} – ${tp('ownSetting')}`;
    return line.name ? `${step} – ${line.name}` : step;
  };
  // The expiry step carries its moment and roll direction instead of a number and a unit; an earlier day's settlement its trading day.
  const lineValue = (line: BreakdownLine) =>
    line.step === 'ICE_EXPIRY'
      ? `${formatDateTime(line.value, timeZone)} · ${tp(`directions.${line.unit}` as never)}`
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
            <td>{line.amount ? formatPrice(line.amount, locale, decimals) : ''}</td>
          </tr>
        ))}
        <tr className={styles.total}>
          <td colSpan={2}>{t('breakdownPrice', { unit })}</td>
          <td data-testid={`${testId}-price`}>{price}</td>
        </tr>
      </tbody>
    </table>
  );
}
