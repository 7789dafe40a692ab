'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import table from '@/components/ui/data-table.module.css';
import { formatNumber, formatVolume } from '@/lib/format/number';
import { ContractForm } from './contract-form';
import styles from './triggers.module.css';
import { TriggerOrders } from './trigger-orders';
import { useTriggerContracts, type TriggerContractDto } from './use-triggers';

/**
 * Contract management for the seller: its contracts with triggered and remaining volume, the
 * trigger orders waiting (with a badge of how many), a new contract. `canAct`: the user may
 * confirm or cancel the waiting ones.
 */
export function SellerContracts({ canAct }: { canAct: boolean }) {
  const t = useTranslations('triggers');
  const locale = useLocale();
  const contracts = useTriggerContracts();
  // null: closed; 'new', or the contract to change.
  const [writing, setWriting] = useState<TriggerContractDto | 'new' | null>(null);
  return (
    <section className={styles.list}>
      <p>
        <Button onClick={() => setWriting('new')}>{t('newContract')}</Button>
      </p>
      {contracts.data?.contracts.length === 0 && <p>{t('noContracts')}</p>}
      {!!contracts.data?.contracts.length && (
        <div className={table.tableWrap}>
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">{t('contract')}</th>
                <th scope="col">{t('buyer')}</th>
                <th scope="col">{t('products')}</th>
                <th scope="col">{t('triggered')}</th>
                <th scope="col">{t('remainingVolume')}</th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {contracts.data.contracts.map((c) => (
                <tr key={c._id} data-testid="seller-contract">
                  <td data-label={t('contract')}>
                    {c.ekkNumber} · {c.month}
                  </td>
                  <td data-label={t('buyer')}>{c.buyer.name}</td>
                  <td data-label={t('products')}>
                    {c.products.map((p) => (c.bundle ? `${p.name} ${formatNumber(p.percent, locale, { decimals: 2, trim: true })} %` : p.name)).join(', ')}
                  </td>
                  <td data-label={t('triggered')}>{formatVolume(c.triggered, locale)} cbm</td>
                  <td data-label={t('remainingVolume')}>{formatVolume(c.remaining, locale)} cbm</td>
                  <td data-label={t('actions')}>
                    <Button variant="secondary" onClick={() => setWriting(c)}>
                      {t('edit')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <TriggerOrders
        viewer="SELLER"
        status="PENDING"
        canAct={canAct}
        // The badge counts what the list below it holds, from the same answer, so both always agree.
        heading={(waiting) => (
          <h2>
            {t('toConfirm')}{' '}
            {waiting > 0 && (
              <span className={styles.badge} aria-label={t('waiting', { count: waiting })} data-testid="trigger-badge">
                {waiting}
              </span>
            )}
          </h2>
        )}
      />
      {writing && <ContractForm contract={writing === 'new' ? undefined : writing} onClose={() => setWriting(null)} />}
    </section>
  );
}
