import { getLocale, getTranslations } from 'next-intl/server';
import type { SessionUser } from '@/lib/auth/session-user';
import { brand } from '@/lib/env';
import { formatDateTime } from '@/lib/format/dates';
import { orderStatusKey } from '@/lib/format/status-labels';
import { formatVolume } from '@/lib/format/number';
import { containerCount, unitLabel } from '@/lib/format/units';
import { listRecentOrders } from '@/lib/orders/list-recent-orders';
import { StatusLabel } from '@/components/ui/status-label';
import styles from './stats.module.css';
import { TextLink } from '@/components/ui/text-link';
import { PageLink } from '@/components/ui/page-link';

/**
 * The dashboard's most recent orders, rendered on the server; the full list is on /orders. With
 * `incomplete`, the INCOMPLETE ones only: those a seller has to confirm, or a buyer waits for.
 */
export async function RecentOrders({ user, incomplete = false }: { user: SessionUser; incomplete?: boolean }) {
  const t = await getTranslations('stats');
  const to = await getTranslations('orderStatus');
  const viewer = user.accountType === 'SELLER' ? 'SELLER' : 'BUYER';
  const locale = await getLocale();
  const orders = await listRecentOrders(user, incomplete ? 10 : 5, incomplete);
  const { timeZone: zone, currency } = brand();
  const name = incomplete ? 'incomplete-orders' : 'recent-orders';
  const title = incomplete ? (viewer === 'SELLER' ? t('incompleteOrdersSeller') : t('incompleteOrdersBuyer')) : t('recentOrders');
  return (
    <section className={styles.card} aria-labelledby={`${name}-title`} data-testid={name}>
      <h2 id={`${name}-title`}>{title}</h2>
      {orders.length === 0 ? (
        <p className={styles.empty}>{incomplete ? t('incompleteOrdersEmpty') : t('recentOrdersEmpty')}</p>
      ) : (
        <ul className={styles.recent}>
          {orders.map((o) => (
            <li key={o.id}>
              <span>
                <strong>{o.productName}</strong> · {o.counterparty}
              </span>
              <StatusLabel status={o.status} testId="recent-order-status">
                {to(orderStatusKey(o.status, viewer))}
              </StatusLabel>
              <small>
                <PageLink href={`/orders/${o.id}`}>{o.orderNumber}</PageLink> · {formatDateTime(o.created, zone, locale)}
              </small>
              <small>
                {containerCount(o.unitCount, o.purchaseUnit, locale) ??
                  `${formatVolume(o.quantity, locale)} ${unitLabel(o.purchaseUnit || 'cubic_meter', currency)}`}
              </small>
            </li>
          ))}
        </ul>
      )}
      <p>
        <TextLink href="/orders">{t('allOrders')}</TextLink>
      </p>
    </section>
  );
}
