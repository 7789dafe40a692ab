'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
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
  const columns: Column<TriggerContractDto>[] = [
    { id: 'contract', header: t('contract'), sortValue: (c) => `${c.month} ${c.ekkNumber}`, cell: (c) => `${c.ekkNumber} · ${c.month}` },
    { id: 'buyer', header: t('buyer'), sortValue: (c) => c.buyer.name, cell: (c) => c.buyer.name },
    {
      id: 'products',
      header: t('products'),
      cell: (c) => c.products.map((p) => (c.bundle ? `${p.name} ${formatNumber(p.percent, locale, { decimals: 2, trim: true })} %` : p.name)).join(', '),
    },
    {
      id: 'triggered',
      header: t('triggered'),
      numeric: true,
      sortValue: (c) => Number(c.triggered),
      cell: (c) => `${formatVolume(c.triggered, locale)} cbm`,
    },
    {
      id: 'remaining',
      header: t('remainingVolume'),
      numeric: true,
      sortValue: (c) => Number(c.remaining),
      cell: (c) => `${formatVolume(c.remaining, locale)} cbm`,
    },
  ];
  return (
    <section className={styles.list}>
      <p>
        <Button onClick={() => setWriting('new')}>{t('newContract')}</Button>
      </p>
      {contracts.data?.contracts.length === 0 && <p>{t('noContracts')}</p>}
      {!!contracts.data?.contracts.length && (
        <DataTable
          label={t('contractsLabel')}
          rows={contracts.data.contracts}
          columns={columns}
          rowKey={(c) => c._id}
          rowAttributes={() => ({ 'data-testid': 'seller-contract' })}
          actionsHeader={t('actions')}
          actions={(c) => (
            <Button variant="secondary" onClick={() => setWriting(c)}>
              {t('edit')}
            </Button>
          )}
        />
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
