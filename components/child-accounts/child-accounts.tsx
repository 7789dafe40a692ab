import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ChildAccountTermsDto } from '@/lib/accounts/list-child-account-terms';
import { brand } from '@/lib/env';
import { formatNumber, formatPrice, formatVolume } from '@/lib/format/number';
import { priceUnitLabel } from '@/lib/format/units';
import styles from '@/components/operator/operator.module.css';

interface Props {
  accounts: ChildAccountTermsDto[];
  decimals: number;
  /** The parent may open a child's market (buyers) and its orders (ChildAccounts_Offers_View). */
  links: { market: boolean; orders: boolean };
}

/** /aviaten (platform-shell 2): the child accounts with their terms, read only, and this month's volume. */
export async function ChildAccounts({ accounts, decimals, links }: Props) {
  const t = await getTranslations('childAccounts');
  const to = await getTranslations('operator');
  const locale = await getLocale();
  const { currency } = brand();
  if (accounts.length === 0) return <p>{t('none')}</p>;
  const orNone = (value: string | null) => value ?? to('none');
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="child-accounts">
        <thead>
          <tr>
            <th>{t('name')}</th>
            <th>{t('terms')}</th>
            <th>{t('volume')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {accounts.map((a) => (
            <tr key={a.id} data-child={a.id}>
              <td>
                {a.name}
                {a.blocked && ` (${t('blocked')})`}
              </td>
              <td>
                <dl>
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
                  <dd>
                    {a.purchaseLimits.length ? a.purchaseLimits.map((l) => `${l.product}: ${formatVolume(l.limitCbm, locale)}`).join(', ') : to('noLimit')}
                  </dd>
                </dl>
              </td>
              <td data-testid="child-volume">{formatVolume(a.volumeThisMonth, locale)}</td>
              <td className={styles.actions}>
                {links.market && <Link href={`/handelsplatz?childAccount=${a.id}`}>{t('market')}</Link>}
                {links.orders && <Link href={`/orders?shareholderList=${a.id}`}>{t('orders')}</Link>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
