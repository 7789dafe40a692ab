'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { addressLine } from '@/lib/format/address';
import { formatDate } from '@/lib/format/dates';
import { formatMoney } from '@/lib/format/money';
import { formatNumber, formatPrice, formatVolume } from '@/lib/format/number';
import { containerName, priceUnitLabel } from '@/lib/format/units';
import type { BasketMetadata } from './basket-metadata';
import styles from './basket.module.css';
import type { BasketItemDto, CheckoutDto } from './use-basket';
import { PageLink } from '@/components/ui/page-link';

interface Props {
  result: CheckoutDto;
  /** The basket's items in the order of the answer's orders: what was chosen for each. */
  items: BasketItemDto[];
  metadata: BasketMetadata | undefined;
  backHref: string;
}

/**
 * Step 2 of the basket: what was ordered, with the numbers a driver and the accounts department
 * need. Amounts and numbers are the server's answer; the names of the choices are the item's, which
 * checkout required and wrote to the order as they are.
 */
export function OrderConfirmation({ result, items, metadata, backHref }: Props) {
  const t = useTranslations('basket');
  const locale = useLocale();
  const { currency, decimals, timeZone, flags } = useBrand();
  const money = (value: string) => formatMoney(value, { currency, locale });
  const nameOf = (options: { id: number; name: string }[] | undefined, id: number | null) => options?.find((o) => o.id === id)?.name ?? '–';
  return (
    <div data-testid="order-confirmation">
      <p className={styles.success}>{t('ordered')}</p>
      {result.orders.map((order, i) => {
        const item = items[i];
        const address = metadata?.deliveryAddresses.find((a) => a._id === item?.deliveryLocationId)?.address;
        return (
          <dl key={order._id} className={styles.facts}>
            <dt>{t('orderId')}</dt>
            <dd data-testid="order-id">
              <PageLink href={`/orders/${order._id}`}>{order.orderId}</PageLink>
            </dd>
            <dt>{t('pickupNumber')}</dt>
            <dd data-testid="order-pickup-number">{order.pickupNumber}</dd>
            <dt>{t('contractNumber')}</dt>
            <dd>{order.contractNumber}</dd>
            {flags.liftingOrderNumber && order.liftingMasterNumber && (
              <>
                <dt>{t('liftingMasterNumber')}</dt>
                <dd>{order.liftingMasterNumber}</dd>
              </>
            )}
            {item && (
              <>
                <dt>{t('product')}</dt>
                <dd>{item.product.name}</dd>
                <dt>{t('terminal')}</dt>
                <dd>{item.terminal.name}</dd>
                <dt>{t('liftingPeriod')}</dt>
                <dd data-testid="order-lifting-period">{nameOf(metadata?.liftingPeriods, item.liftingPeriodId)}</dd>
                {item.collectionRange && (
                  <>
                    <dt>{t('collectionDays')}</dt>
                    <dd data-testid="order-collection-days">{`${formatDate(item.collectionRange.start, timeZone, locale)} – ${formatDate(item.collectionRange.end, timeZone, locale)}`}</dd>
                  </>
                )}
                <dt>{t('deliveryAddress')}</dt>
                <dd>{address ? addressLine(address) : '–'}</dd>
                <dt>{t('paymentTerm')}</dt>
                <dd>{item.paymentTermId === null && item.paymentTermAgreed ? t('paymentTermAsAgreed') : nameOf(metadata?.paymentTerms, item.paymentTermId)}</dd>
              </>
            )}
            <dt>{t('quantityOrdered')}</dt>
            <dd data-testid="order-quantity">
              {item?.containers
                ? `${formatNumber(item.unitCount ?? 0, locale, { decimals: 0 })} × ${containerName(item.containers, locale)}`
                : `${formatVolume(order.quantity, locale)} cbm`}
            </dd>
            <dt>{t('price')}</dt>
            <dd data-testid="order-price">
              {item?.containers
                ? t('perContainer', { price: money(order.price), container: containerName(item.containers, locale) })
                : t('perHundredLitres', { price: formatPrice(order.price, locale, decimals), unit: priceUnitLabel(currency) })}
            </dd>
            <dt>{t('net')}</dt>
            <dd data-testid="order-net">{money(order.net)}</dd>
            <dt>{t('vat')}</dt>
            <dd data-testid="order-vat">{money(order.vat)}</dd>
            <dt>{t('gross')}</dt>
            <dd data-testid="order-gross">{money(order.gross)}</dd>
          </dl>
        );
      })}
      <p className={styles.links}>
        {/* The table of what was just ordered, whichever table the orders screen showed last. */}
        <PageLink href={`/orders?productType=${items.some((item) => item.containers) ? 'ADDITIVE' : 'FUEL'}`}>{t('toOrders')}</PageLink>
        <PageLink href={backHref}>{t('back')}</PageLink>
      </p>
    </div>
  );
}
