'use client';

import { useLocale, useTranslations } from 'next-intl';
import { DataTable } from '@/components/ui/data-table';
import { formatNumber } from '@/lib/format/number';
import type { AccountRankingRow } from '@/lib/stats/schemas';
import styles from './stats.module.css';
import { useVolumeFormat } from './use-volume-format';

interface Props {
  rows: AccountRankingRow[];
  /** The counterparty column: sellers for buyers, buyers for sellers. */
  counterpartyLabel: string;
  emptyText: string;
  showTotal: boolean;
}

/** The ranking table: position, counterparty, order count and volume; in report mode with the total under it. */
export function RankingTable({ rows, counterpartyLabel, emptyText, showTotal }: Props) {
  const t = useTranslations('stats');
  const volume = useVolumeFormat();
  const locale = useLocale();
  if (rows.length === 0)
    return (
      <p className={styles.empty} data-testid="ranking-empty">
        {emptyText}
      </p>
    );
  const total = rows.reduce((sum, row) => sum + row.volume, 0);
  return (
    <>
      <div data-testid="ranking-table">
        <DataTable
          label={counterpartyLabel}
          rows={rows}
          columns={[
            { id: 'position', header: t('position'), numeric: true, sortValue: (row) => row.position, cell: (row) => row.position },
            { id: 'account', header: counterpartyLabel, sortValue: (row) => row.accountName, cell: (row) => row.accountName },
            {
              id: 'orders',
              header: t('orders'),
              numeric: true,
              sortValue: (row) => row.orders,
              cell: (row) => formatNumber(row.orders, locale, { decimals: 0 }),
            },
            {
              id: 'volume',
              header: t('volume'),
              numeric: true,
              sortValue: (row) => row.volume,
              cell: (row) => <span data-testid="ranking-volume">{volume(row.volume)}</span>,
            },
          ]}
          rowKey={(row) => row.position}
          rowAttributes={() => ({ 'data-testid': 'ranking-row' })}
        />
      </div>
      {showTotal && (
        <p className={styles.total} data-testid="ranking-total">
          {t('totalVolume', { volume: volume(Math.round(total * 1000) / 1000) })}
        </p>
      )}
    </>
  );
}
