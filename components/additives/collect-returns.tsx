'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { apiFetch } from '@/lib/api/fetch-client';
import { formatDate } from '@/lib/format/dates';
import { containerCount } from '@/lib/format/units';
import styles from './additives.module.css';
import { useAdditiveWrite, useBarrelReturns } from './use-additives';

/** The seller's open requests to collect empty containers, each marked collected once done. */
export function CollectReturns() {
  const t = useTranslations('additives');
  const locale = useLocale();
  const { timeZone } = useBrand();
  const requests = useBarrelReturns();
  const collect = useAdditiveWrite((id: number) => apiFetch(`/api/barrel-returns/${id}`, { method: 'PUT', body: { status: 'COLLECTED' } }));
  const open = requests.data?.barrelReturns.filter((r) => r.status === 'REQUESTED') ?? [];
  return (
    <section className={styles.returns} aria-labelledby="collect-returns-title" data-testid="collect-returns">
      <h2 id="collect-returns-title">{t('collectTitle')}</h2>
      {open.length === 0 && <p>{t('noOpenReturns')}</p>}
      <ul className={styles.requests}>
        {open.map((request) => (
          <li key={request._id} data-testid="open-return">
            {formatDate(request.createdAt, timeZone, locale)} · {request.buyer.name} · {containerCount(request.count, request.purchaseUnit, locale)} (
            {request.product.name}){' '}
            <Button variant="secondary" disabled={collect.isPending} onClick={() => collect.mutate(request._id)}>
              {t('markCollected')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
