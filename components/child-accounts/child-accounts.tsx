'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { DataTable, type Column } from '@/components/ui/data-table';
import { TextLink } from '@/components/ui/text-link';
import type { ChildAccountTermsDto } from '@/lib/accounts/list-child-account-terms';
import { formatNumber, formatPrice, formatVolume } from '@/lib/format/number';
import { priceUnitLabel } from '@/lib/format/units';
import styles from './child-accounts.module.css';

interface Props {
  accounts: ChildAccountTermsDto[];
  /** The parent may open a child's market (buyers) and its orders (ChildAccounts_Offers_View). */
  links: { market: boolean; orders: boolean };
}

/** /aviaten (platform-shell 2): the child accounts with their terms, read only, and this month's volume. */
export function ChildAccounts({ accounts, links }: Props) {
  const t = useTranslations('childAccounts');
  const to = useTranslations('operator');
  const locale = useLocale();
  const { currency, decimals } = useBrand();
  const orNone = (value: string | null) => value ?? to('none');
  const columns: Column<ChildAccountTermsDto>[] = [
    { id: 'name', header: t('name'), sortValue: (a) => a.name, cell: (a) => (a.blocked ? `${a.name} (${t('blocked')})` : a.name) },
    {
      id: 'terms',
      header: t('terms'),
      cell: (a) => (
        <dl className={styles.terms}>
          <dt>{to('priceAdjustment', { unit: priceUnitLabel(currency) })}</dt>
          <dd>{orNone(a.priceAdjustment && formatPrice(a.priceAdjustment, locale, decimals))}</dd>
          <dt>{to('creditLimit', { currency })}</dt>
          <dd>{orNone(a.creditLimit && formatNumber(a.creditLimit, locale, { decimals: 2 }))}</dd>
          <dt>{to('creditDays')}</dt>
          <dd>{orNone(a.creditDays === null ? null : String(a.creditDays))}</dd>
          <dt>{to('collectionCutDays')}</dt>
          <dd>{orNone(a.collectionCutDays === null ? null : String(a.collectionCutDays))}</dd>
          <dt>{to('terminals')}</dt>
          <dd>{a.terminals.length ? a.terminals.join(', ') : to('all')}</dd>
          <dt>{to('purchaseLimits')}</dt>
          <dd>{a.purchaseLimits.length ? a.purchaseLimits.map((l) => `${l.product}: ${formatVolume(l.limitCbm, locale)}`).join(', ') : to('noLimit')}</dd>
        </dl>
      ),
    },
    {
      id: 'volume',
      header: t('volume'),
      numeric: true,
      sortValue: (a) => Number(a.volumeThisMonth),
      cell: (a) => <span data-testid="child-volume">{formatVolume(a.volumeThisMonth, locale)}</span>,
    },
  ];
  const actions =
    links.market || links.orders
      ? (a: ChildAccountTermsDto) => (
          <>
            {links.market && <TextLink href={`/handelsplatz?childAccount=${a.id}`}>{t('market')}</TextLink>}
            {links.orders && <TextLink href={`/orders?shareholderList=${a.id}`}>{t('orders')}</TextLink>}
          </>
        )
      : undefined;
  if (accounts.length === 0) return <p>{t('none')}</p>;
  return (
    <div data-testid="child-accounts">
      <DataTable
        label={t('tableLabel')}
        rows={accounts}
        columns={columns}
        rowKey={(a) => a.id}
        rowAttributes={(a) => ({ 'data-child': a.id })}
        actions={actions}
        actionsHeader={t('links')}
        className={styles.table}
      />
    </div>
  );
}
