'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { DataTable, type Column } from '@/components/ui/data-table';
import { StatusLabel } from '@/components/ui/status-label';
import { addressLine } from '@/lib/format/address';
import { dateRange, formatDate, formatDateTime } from '@/lib/format/dates';
import { orderStatusKey } from '@/lib/format/status-labels';
import { formatMoney } from '@/lib/format/money';
import { formatNumber, formatPrice, formatVolume } from '@/lib/format/number';
import { containerCount, priceUnitLabel, purchaseUnitName, unitLabel } from '@/lib/format/units';
import type { OrderDetail } from '@/lib/orders/get-order-detail';
import styles from './orders.module.css';
import { ORDERS_LIST_KEY } from './orders-state';
import { TextLink } from '@/components/ui/text-link';

/** The list's address is written by the list itself, in this tab; nothing here changes it. */
const noChanges = () => () => {};

/** Every field of one order (trading-domain 3) and its status history: who took each step and when. */
export function OrderDetailView({ order, viewer }: { order: OrderDetail; viewer: 'BUYER' | 'SELLER' }) {
  const t = useTranslations('orderDetail');
  const backHref = useSyncExternalStore(
    noChanges,
    () => sessionStorage.getItem(ORDERS_LIST_KEY) ?? '/orders',
    () => '/orders',
  );
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
    [t('collection'), start && end ? dateRange(formatDate(start, timeZone, locale), formatDate(end, timeZone, locale)) : t('none')],
    [t('paymentTerm'), order.paymentTerm ?? t('none')],
    [t('deliveryAddress'), address ? addressLine(address) : t('none')],
  ];
  const steps: Column<OrderDetail['events'][number]>[] = [
    { id: 'at', header: t('historyAt'), cell: (event) => formatDateTime(event.at, timeZone, locale) },
    { id: 'step', header: t('historyStep'), cell: (event) => (event.fromStatus === null ? t('stepOrdered') : ts(orderStatusKey(event.toStatus, viewer))) },
    { id: 'by', header: t('historyBy'), cell: (event) => [event.userName, event.accountName && `(${event.accountName})`].filter(Boolean).join(' ') },
    { id: 'note', header: t('historyNote'), cell: (event) => (event.toStatus === 'CANCELLED' && event.note) || t('none') },
  ];
  return (
    <article className={styles.detail} data-testid="order-detail">
      <p>
        <TextLink href={backHref}>{t('back')}</TextLink>
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
      <div data-testid="order-history-steps">
        <DataTable label={t('history')} rows={order.events} columns={steps} rowKey={(event) => `${event.at}-${event.toStatus}`} />
      </div>
    </article>
  );
}
