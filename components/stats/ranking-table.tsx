'use client';

import { useLocale, useTranslations } from 'next-intl';
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
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="ranking-table">
          <thead>
            <tr>
              <th scope="col">{t('position')}</th>
              <th scope="col">{counterpartyLabel}</th>
              <th scope="col" className={styles.number}>
                {t('orders')}
              </th>
              <th scope="col" className={styles.number}>
                {t('volume')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.position} data-testid="ranking-row">
                <td>{row.position}</td>
                <td>{row.accountName}</td>
                <td className={styles.number}>{formatNumber(row.orders, locale, { decimals: 0 })}</td>
                <td className={styles.number} data-testid="ranking-volume">
                  {volume(row.volume)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {showTotal && (
        <p className={styles.total} data-testid="ranking-total">
          {t('totalVolume', { volume: volume(Math.round(total * 1000) / 1000) })}
        </p>
      )}
    </>
  );
}
