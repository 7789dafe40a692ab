'use client';

import Decimal from 'decimal.js';
import { useLocale, useMessages, useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { NumberInput } from '@/components/ui/number-input';
import { Select } from '@/components/ui/select';
import { dateRange, formatDate } from '@/lib/format/dates';
import { formatMoney } from '@/lib/format/money';
import { formatPrice, formatVolume, VOLUME_INPUT_DECIMALS } from '@/lib/format/number';
import { containerName, priceUnitLabel } from '@/lib/format/units';
import { containerAmounts } from '@/lib/additives/domain/containers';
import { orderAmounts } from '@/lib/orders/domain/order-amounts';
import type { BasketMetadata } from './basket-metadata';
import styles from './basket.module.css';
import { quantityProblem } from './quantity-check';
import type { BasketItemDto } from './use-basket';
import { isKeyOf } from '@/lib/i18n/keys';
import { PageLink } from '@/components/ui/page-link';

interface Props {
  item: BasketItemDto;
  metadata: BasketMetadata | undefined;
  quantity: Decimal | null;
  onQuantity: (value: Decimal | null) => void;
  onChoice: (choice: { deliveryLocationId?: number | null; paymentTermId?: number | null; liftingPeriodId?: number | null }) => void;
  /** Field -> message key of the server's refusal (a required choice left open). */
  errors?: Record<string, string>;
}

type ChoiceField = 'deliveryLocationId' | 'paymentTermId' | 'liftingPeriodId';

/** Step 1 of the basket: the offer, its reserved price, the quantity within its limits and the choices. */
export function BasketItemForm({ item, metadata, quantity, onQuantity, onChoice, errors }: Props) {
  const t = useTranslations('basket');
  const { validation } = useMessages();
  const locale = useLocale();
  const { currency, decimals, timeZone } = useBrand();
  const money = (value: Decimal | string) => formatMoney(value, { currency, locale });
  const limits = quantityProblem(quantity, item);
  const vat = new Decimal(metadata?.vat ?? '0');
  const { containers } = item;
  // For containers the number typed is their count, invoiced at the price per container.
  const amounts =
    quantity && !limits
      ? containers
        ? containerAmounts(new Decimal(containers.unitPrice), quantity.toNumber(), vat)
        : orderAmounts(new Decimal(item.reservedPrice), quantity, vat)
      : null;
  // The seller's agreed payment term is the only one, and not optional.
  const agreed = item.agreedPaymentTermId;
  // Collection days without a lifting period are the offer's own; otherwise the buyer chooses (or keeps) a period.
  const choosesPeriod = item.liftingPeriodRequired || item.liftingPeriodId !== null || !item.collectionRange;
  const paymentTerms = (metadata?.paymentTerms ?? []).filter((term) => agreed === null || term.id === agreed);
  const select = (name: ChoiceField, label: string, options: { id: number; name: string }[], required: boolean) => {
    const error = errors?.[name];
    return (
      <Select
        name={name}
        label={label}
        required={required}
        value={String(item[name] ?? '')}
        onChange={(value) => onChoice({ [name]: value ? Number(value) : null })}
        // "Bitte wählen" shows until a required choice is made, and cannot be chosen again: the server refuses to order it.
        options={[
          ...(!required || item[name] === null ? [{ value: '', label: t('none'), disabled: required }] : []),
          ...options.map((o) => ({ value: String(o.id), label: o.name })),
        ]}
        error={error && (isKeyOf(validation, error) ? error : 'invalid_value')}
      />
    );
  };
  const addresses = metadata?.deliveryAddresses ?? [];
  return (
    <div className={styles.item} data-testid="basket-item">
      <dl className={styles.facts}>
        <dt>{t('product')}</dt>
        <dd>{item.product.name}</dd>
        <dt>{t('terminal')}</dt>
        <dd>{item.terminal.name}</dd>
        <dt>{t('seller')}</dt>
        <dd>{item.sellerName}</dd>
        <dt>{t('reservedPrice')}</dt>
        <dd data-testid="basket-price">
          {containers
            ? t('perContainer', { price: money(containers.unitPrice), container: containerName(containers, locale) })
            : t('perHundredLitres', { price: formatPrice(item.reservedPrice, locale, decimals), unit: priceUnitLabel(currency) })}
        </dd>
      </dl>
      <NumberInput
        label={containers ? t('unitCount') : t('quantity')}
        value={quantity}
        onChange={onQuantity}
        decimals={containers ? 0 : VOLUME_INPUT_DECIMALS}
        positiveOnly
        error={
          limits
            ? containers
              ? t('unitCountRange', { min: limits.min, max: limits.max })
              : t('quantityRange', { min: formatVolume(limits.min, locale), max: formatVolume(limits.max, locale) })
            : null
        }
      />
      {select(
        'deliveryLocationId',
        t('deliveryAddress'),
        addresses.map((a) => ({ id: a._id, name: `${a.address.company || a.address.street}, ${a.address.postCode} ${a.address.city}` })),
        true,
      )}
      {metadata && addresses.length === 0 && (
        <p className={styles.hint}>{t.rich('noDeliveryAddress', { link: (chunks) => <PageLink href="/profil/lieferadressen">{chunks}</PageLink> })}</p>
      )}
      {/* An offer with its own days has no lifting period to choose; one sold by lifting period names the days the chosen one stands for. */}
      {choosesPeriod && select('liftingPeriodId', t('liftingPeriod'), metadata?.liftingPeriods ?? [], item.liftingPeriodRequired)}
      {item.collectionRange && (
        <p className={styles.field} data-testid="basket-collection-range">
          {choosesPeriod ? t('collectionDays') : t('liftingPeriod')}:{' '}
          {dateRange(formatDate(item.collectionRange.start, timeZone, locale), formatDate(item.collectionRange.end, timeZone, locale))}
        </p>
      )}
      {agreed === null && item.paymentTermAgreed ? (
        <p className={styles.field}>
          {t('paymentTerm')}: {t('paymentTermAsAgreed')}
        </p>
      ) : (
        select('paymentTermId', t('paymentTerm'), paymentTerms, true)
      )}
      {amounts && (
        <dl className={styles.amounts} data-testid="basket-amounts">
          <dt>{t('net')}</dt>
          <dd>{money(amounts.net)}</dd>
          <dt>{t('vat')}</dt>
          <dd>{money(amounts.vat)}</dd>
          <dt>{t('gross')}</dt>
          <dd>{money(amounts.gross)}</dd>
        </dl>
      )}
    </div>
  );
}
