'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { formatMoney } from '@/lib/format/money';
import styles from './basket.module.css';
import type { CheckoutDto } from './use-basket';

/** Step 2 of the basket: what was ordered, with the numbers a driver and the accounts department need. */
export function OrderConfirmation({ result, backHref }: { result: CheckoutDto; backHref: string }) {
  const t = useTranslations('basket');
  const locale = useLocale();
  const { currency, flags } = useBrand();
  const money = (value: string) => formatMoney(value, { currency, locale });
  return (
    <div data-testid="order-confirmation">
      <p className={styles.success}>{t('ordered')}</p>
      {result.orders.map((order) => (
        <dl key={order._id} className={styles.facts}>
          <dt>{t('orderId')}</dt>
          <dd data-testid="order-id">{order.orderId}</dd>
          <dt>{t('contractNumber')}</dt>
          <dd>{order.contractNumber}</dd>
          <dt>{t('pickupNumber')}</dt>
          <dd>{order.pickupNumber}</dd>
          {flags.liftingOrderNumber && order.liftingMasterNumber && (
            <>
              <dt>{t('liftingMasterNumber')}</dt>
              <dd>{order.liftingMasterNumber}</dd>
            </>
          )}
          <dt>{t('net')}</dt>
          <dd>{money(order.net)}</dd>
          <dt>{t('vat')}</dt>
          <dd>{money(order.vat)}</dd>
          <dt>{t('gross')}</dt>
          <dd>{money(order.gross)}</dd>
        </dl>
      ))}
      <p className={styles.links}>
        <Link href="/orders">{t('toOrders')}</Link>
        <Link href={backHref}>{t('back')}</Link>
      </p>
    </div>
  );
}
