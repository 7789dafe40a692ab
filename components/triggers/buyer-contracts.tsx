'use client';

import Decimal from 'decimal.js';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { iceMonthLabel } from '@/components/offers/ice-month-label';
import { formatNumber, formatPrice, formatVolume } from '@/lib/format/number';
import { priceUnitLabel, unitLabel } from '@/lib/format/units';
import { allowedVolume } from '@/lib/triggers/domain/trigger-rules';
import styles from './triggers.module.css';
import { TriggerCheckout } from './trigger-checkout';
import { useRefusalValues, useTriggerContracts, useWeekdaysText, type TriggerContractDto } from './use-triggers';

/** Trigger management for the buyer: each contract with its live trigger price, what is left, its terms, and the trigger button (or why not). */
export function BuyerContracts() {
  const t = useTranslations('triggers');
  const te = useTranslations('errors');
  const locale = useLocale();
  const { currency, decimals } = useBrand();
  const contracts = useTriggerContracts();
  const refusalValues = useRefusalValues();
  const weekdaysText = useWeekdaysText();
  const percent = (value: string) => formatNumber(value, locale, { decimals: 2, trim: true });
  // What is left of what the month allows, and how that is made up: "Noch 110 von 110 cbm (100 cbm + 10 % Flexibilität)".
  const volumeLeft = (c: TriggerContractDto) => {
    const left = t('remaining', { remaining: formatVolume(c.remaining, locale), allowed: formatVolume(allowedVolume(c.monthlyVolume, c.flexibility), locale) });
    if (new Decimal(c.flexibility).isZero()) return left;
    return `${left} (${t('withFlexibility', { monthly: formatVolume(c.monthlyVolume, locale), flexibility: percent(c.flexibility) })})`;
  };
  // The price basis as agreed: "ICE M01 + 1,50 EUR/100L15", a per-tonne premium with its conversion factor.
  const priceBasis = ({ priceBasis: basis }: TriggerContractDto) => {
    const premium = new Decimal(basis.premium);
    const amount = formatNumber(premium.abs().toFixed(), locale, { decimals: Math.max(2, premium.decimalPlaces()) });
    const text = `ICE ${iceMonthLabel(basis.iceMonth)} ${premium.isNegative() ? '−' : '+'} ${amount} ${unitLabel(basis.premiumUnit, currency)}`;
    if (!basis.conversionFactor) return text;
    return `${text} (${t('conversion', { factor: formatNumber(basis.conversionFactor, locale, { decimals: 4, trim: true }) })})`;
  };
  const [triggering, setTriggering] = useState<{ contract: TriggerContractDto; windowId: number | null } | null>(null);
  return (
    <section className={styles.list}>
      {contracts.data?.contracts.length === 0 && <p>{t('noContracts')}</p>}
      {contracts.data?.contracts.map((c) => (
        <article key={c._id} className={styles.card} data-testid="trigger-contract" data-contract-id={c._id}>
          <h2>
            {c.ekkNumber} · {c.seller.name} · {c.month}
          </h2>
          <ul className={styles.prices}>
            {c.products.map((p) => (
              <li key={p.id}>
                {p.name}
                {c.bundle && ` (${percent(p.percent)} %)`}:{' '}
                <strong data-testid="trigger-price" data-window-id={contracts.data.windowId ?? undefined}>
                  {p.price ? `${formatPrice(p.price, locale, decimals)} ${priceUnitLabel(currency)}` : t('noPrice')}
                </strong>
              </li>
            ))}
          </ul>
          <p>
            {volumeLeft(c)} · {t('triggersLeft', { left: c.triggersLeftToday, count: c.dailyCount })} ·{' '}
            {t('times', { days: weekdaysText(c.triggerTimes.weekdays), from: c.triggerTimes.from, to: c.triggerTimes.to })}
          </p>
          <dl className={styles.terms}>
            <dt>{t('fields.terminalId')}</dt>
            <dd>{c.terminal.name}</dd>
            <dt>{t('perTrigger')}</dt>
            <dd>
              {formatVolume(c.orderMin, locale)}–{formatVolume(c.orderMax, locale)} cbm
            </dd>
            <dt>{t('priceBasis')}</dt>
            <dd>{priceBasis(c)}</dd>
            {c.comment && (
              <>
                <dt>{t('fields.comment')}</dt>
                <dd>{c.comment}</dd>
              </>
            )}
          </dl>
          <Button disabled={!c.canTrigger} onClick={() => setTriggering({ contract: c, windowId: contracts.data.windowId })}>
            {t('trigger')}
          </Button>
          {c.blockedBy && (
            <p className={styles.blocked} data-testid="trigger-blocked">
              {te(c.blockedBy, refusalValues(c.blockedData))}
            </p>
          )}
        </article>
      ))}
      {triggering && <TriggerCheckout contract={triggering.contract} windowId={triggering.windowId} onClose={() => setTriggering(null)} />}
    </section>
  );
}
