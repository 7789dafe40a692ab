'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { StatusLabel } from '@/components/ui/status-label';
import { addressLine } from '@/lib/format/address';
import { formatDate, formatDateTime } from '@/lib/format/dates';
import { orderStatusKey } from '@/lib/format/status-labels';
import { formatMoney } from '@/lib/format/money';
import { formatNumber, formatPrice, formatVolume } from '@/lib/format/number';
import { containerCount, priceUnitLabel, purchaseUnitName, unitLabel } from '@/lib/format/units';
import type { OrderDetail } from '@/lib/orders/get-order-detail';
import styles from './orders.module.css';

/** Every field of one order (trading-domain 3) and its status history: who took each step and when. */
export function OrderDetailView({ order, viewer }: { order: OrderDetail; viewer: 'BUYER' | 'SELLER' }) {
  const t = useTranslations('orderDetail');
  const ts = useTranslations('orderStatus');
  const locale = useLocale();
  const { timeZone, decimals, flags } = useBrand();
  const currency = order.invoice.currency === 'CHF' ? 'CHF' : 'EUR';
  const money = (value: string) => formatMoney(value, { currency, locale });
  const { start, end } = order.collectionRange;
  // An order of containers is priced per container (design 12).
  const containers = containerCount(order.unitCount, order.purchaseUnit, locale);
  const address = order.deliveryAddress;
  const facts: [string, ReactNode][] = [
    [t('created'), formatDateTime(order.created, timeZone, locale)],
    [t('orderedBy'), order.orderedBy ?? t('none')],
    [
      t('status'),
      <StatusLabel key="status" status={order.orderStatus}>
        {ts(orderStatusKey(order.orderStatus, viewer))}
      </StatusLabel>,
    ],
    [t('product'), order.product.name],
    [t('terminal'), order.terminal],
    [t('seller'), order.seller.name],
    [t('buyer'), order.buyer.name],
    [t('volume'), containers ?? `${formatVolume(order.volume, locale)} ${unitLabel(order.purchaseUnit, currency)}`],
    [
      t('price'),
      containers
        ? t('perContainer', { price: money(order.price), container: purchaseUnitName(order.purchaseUnit, locale) })
        : `${formatPrice(order.price, locale, decimals)} ${priceUnitLabel(currency)}`,
    ],
    [t('net'), money(order.invoice.net)],
    [t('vat', { rate: formatNumber(order.invoice.vatRate, locale, { decimals: 2, trim: true }) }), money(order.invoice.vat)],
    [t('gross'), money(order.invoice.gross)],
    [t('contractNumber'), order.contractNumber],
    [t('pickupNumber'), order.pickupNumber],
    ...(flags.liftingOrderNumber && order.liftingMasterNumber ? ([[t('liftingMasterNumber'), order.liftingMasterNumber]] as [string, ReactNode][]) : []),
    [t('liftingPeriod'), order.liftingPeriod ?? t('none')],
    [t('collection'), start && end ? `${formatDate(start, timeZone, locale)} – ${formatDate(end, timeZone, locale)}` : t('none')],
    [t('paymentTerm'), order.paymentTerm ?? t('none')],
    [t('deliveryAddress'), address ? addressLine(address) : t('none')],
  ];
  return (
    <article className={styles.detail} data-testid="order-detail">
      <p>
        <Link href="/orders">{t('back')}</Link>
      </p>
      <h1>{t('heading', { orderId: order.orderId })}</h1>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2>{t('history')}</h2>
      <table className={styles.table} data-testid="order-history-steps">
        <thead>
          <tr>
            <th>{t('historyAt')}</th>
            <th>{t('historyStep')}</th>
            <th>{t('historyBy')}</th>
            <th>{t('historyNote')}</th>
          </tr>
        </thead>
        <tbody>
          {order.events.map((event) => (
            <tr key={`${event.at}-${event.toStatus}`}>
              <td data-label={t('historyAt')}>{formatDateTime(event.at, timeZone, locale)}</td>
              <td data-label={t('historyStep')}>{event.fromStatus === null ? t('stepOrdered') : ts(orderStatusKey(event.toStatus, viewer))}</td>
              <td data-label={t('historyBy')}>{[event.userName, event.accountName && `(${event.accountName})`].filter(Boolean).join(' ')}</td>
              <td data-label={t('historyNote')}>{event.toStatus === 'CANCELLED' ? event.note : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
