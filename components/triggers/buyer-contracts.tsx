'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { formatNumber, formatPrice, formatVolume } from '@/lib/format/number';
import { priceUnitLabel } from '@/lib/format/units';
import styles from './triggers.module.css';
import { TriggerCheckout } from './trigger-checkout';
import { useTriggerContracts, type TriggerContractDto } from './use-triggers';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Trigger management for the buyer: each contract with its live trigger price, what is left, and the trigger button (or why not). */
export function BuyerContracts() {
  const t = useTranslations('triggers');
  const te = useTranslations('errors');
  const locale = useLocale();
  const { currency, decimals } = useBrand();
  const contracts = useTriggerContracts();
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
                {c.bundle && ` (${formatNumber(p.percent, locale, { decimals: 2, trim: true })} %)`}:{' '}
                <strong data-testid="trigger-price" data-window-id={contracts.data.windowId ?? undefined}>
                  {p.price ? `${formatPrice(p.price, locale, decimals)} ${priceUnitLabel(currency)}` : t('noPrice')}
                </strong>
              </li>
            ))}
          </ul>
          <p>
            {t('remaining', { remaining: formatVolume(c.remaining, locale), monthly: formatVolume(c.monthlyVolume, locale) })} ·{' '}
            {t('triggersLeft', { left: c.triggersLeftToday, count: c.dailyCount })} ·{' '}
            {t('times', {
              days: c.triggerTimes.weekdays.map((d) => t(`weekdays.${WEEKDAYS[d - 1]}`)).join(', '),
              from: c.triggerTimes.from,
              to: c.triggerTimes.to,
            })}
          </p>
          <Button disabled={!c.canTrigger} onClick={() => setTriggering({ contract: c, windowId: contracts.data.windowId })}>
            {t('trigger')}
          </Button>
          {c.blockedBy && (
            <p className={styles.blocked} data-testid="trigger-blocked">
              {te(c.blockedBy as never, { from: c.triggerTimes.from, to: c.triggerTimes.to, limit: c.dailyCount, available: c.remaining } as never)}
            </p>
          )}
        </article>
      ))}
      {triggering && <TriggerCheckout contract={triggering.contract} windowId={triggering.windowId} onClose={() => setTriggering(null)} />}
    </section>
  );
}
