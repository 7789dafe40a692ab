'use client';

import Decimal from 'decimal.js';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useBasketMetadata } from '@/components/basket/basket-metadata';
import { BreakdownTable } from '@/components/offers/breakdown-table';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/choice';
import { DatePicker } from '@/components/ui/date-picker';
import { Dialog } from '@/components/ui/dialog';
import { NumberInput } from '@/components/ui/number-input';
import { Select } from '@/components/ui/select';
import { apiFetch, ApiError } from '@/lib/api/fetch-client';
import { formatDay } from '@/lib/format/dates';
import { formatPrice, formatVolume, VOLUME_INPUT_DECIMALS } from '@/lib/format/number';
import { priceUnitLabel } from '@/lib/format/units';
import type { BreakdownLine } from '@/lib/pricing/domain/types';
import { periodWithinMonth } from '@/lib/triggers/domain/trigger-rules';
import type { TriggerOrderResponse } from '@/lib/triggers/place-trigger';
import { TriggerSummary } from './trigger-summary';
import { useRefusalText, useTriggerWrite, type TriggerContractDto } from './use-triggers';

/** The prices the buyer is shown, and the market window they belong to: both are sent, and the trigger fixes these or is refused. */
interface Seen {
  windowId: number | null;
  prices: { productId: number; price: string | null }[];
}

/**
 * Trigger checkout and completion (trading-domain 2): the prices of the window the buyer saw, the
 * volume (a mogas bundle's total, with its pickup start), the lifting period, the terms and
 * "booking checked"; then the order number and the prices fixed. When a new window prices by the
 * time the buyer sends it, or the seller changed the premium or a price rule, the server refuses
 * with the new prices; they are shown and the buyer triggers again at them, or not.
 */
export function TriggerCheckout({ contract, windowId, onClose }: { contract: TriggerContractDto; windowId: number | null; onClose: () => void }) {
  const t = useTranslations('triggers');
  const te = useTranslations('errors');
  const tc = useTranslations('common');
  const locale = useLocale();
  const { currency, decimals, timeZone } = useBrand();
  // Only the lifting periods that lie within the contract month today: any other would be refused.
  const metadata = useBasketMetadata();
  const periods = (metadata.data?.liftingPeriods ?? []).filter((p) => periodWithinMonth(p, contract.month, new Date(), timeZone));
  const [quantity, setQuantity] = useState<Decimal | null>(null);
  const [periodId, setPeriodId] = useState('');
  const [pickupStart, setPickupStart] = useState('');
  const [terms, setTerms] = useState(false);
  const [checked, setChecked] = useState(false);
  const [seen, setSeen] = useState<Seen>({ windowId, prices: contract.products.map((p) => ({ productId: p.id, price: p.price })) });
  const [priceChanged, setPriceChanged] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const place = useTriggerWrite((body: object) => apiFetch<TriggerOrderResponse>('/api/triggers/orders', { method: 'POST', body }));
  const problemText = useRefusalText();
  const name = (productId: number) => contract.products.find((p) => p.id === productId)?.name ?? '';
  const price = (value: string) => `${formatPrice(value, locale, decimals)} ${priceUnitLabel(currency)}`;
  const submit = () => {
    setProblem(null);
    // One key per attempt: a retry after a lost answer gives the same order, not a second.
    key.current ??= crypto.randomUUID();
    place.mutate(
      {
        contractId: contract._id,
        items: [{ productId: contract.products[0].id, quantity: quantity?.toString() }],
        liftingPeriodId: Number(periodId),
        ...(contract.bundle && pickupStart && { pickupStart }),
        ...(seen.windowId !== null && { windowId: seen.windowId }),
        prices: seen.prices.filter((p) => p.price !== null),
        acceptTerms: terms,
        bookingChecked: checked,
        idempotencyKey: key.current,
      },
      {
        onError: (error) => {
          // A refusal wrote nothing, so the next attempt is a new one; after a lost answer the same key replays it.
          if (error instanceof ApiError) key.current = null;
          const changed = error instanceof ApiError && error.problem.message === 'trigger_price_changed';
          setPriceChanged(changed);
          if (changed) setSeen(error.problem.data as unknown as Seen);
          setProblem(changed ? te('trigger_price_changed') : problemText(error));
        },
      },
    );
  };
  const result = place.data;
  const ready = quantity && periodId && (!contract.bundle || pickupStart) && terms && checked;
  return (
    <Dialog
      open
      title={result ? t('completionTitle') : t('checkoutTitle', { ekk: contract.ekkNumber })}
      onClose={onClose}
      footer={
        result ? (
          <Button onClick={onClose}>{t('close')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {tc('cancel')}
            </Button>
            <Button onClick={submit} disabled={!ready || place.isPending}>
              {priceChanged ? t('triggerAgain') : t('trigger')}
            </Button>
          </>
        )
      }
    >
      {result ? (
        <div data-testid="trigger-completion" data-window-id={result.windowId}>
          <p>{t('placed', { orderId: result.orderId })}</p>
          <p data-testid="trigger-lifting">
            {t('liftingPeriod')}: {t('lifting', { period: result.liftingPeriod, start: formatDay(result.liftingStart), end: formatDay(result.liftingEnd) })}
          </p>
          {result.items.map((item) => (
            <section key={item.productId}>
              <p data-testid="trigger-fixed-price">
                {name(item.productId)}: {formatVolume(item.quantity, locale)} cbm · {price(item.price)}
              </p>
              <BreakdownTable breakdown={item.breakdown as BreakdownLine[]} price={item.price} testId="trigger-breakdown" />
            </section>
          ))}
        </div>
      ) : (
        <div data-testid="trigger-checkout">
          <p data-testid="checkout-price" data-window-id={seen.windowId ?? undefined}>
            {priceChanged ? t('newPrice') : t('priceShown')}:{' '}
            {seen.prices.map((p) => (
              <strong key={p.productId}>
                {name(p.productId)} {p.price ? price(p.price) : t('noPrice')}{' '}
              </strong>
            ))}
          </p>
          <NumberInput
            label={contract.bundle ? t('bundleTotal') : t('quantity')}
            value={quantity}
            onChange={setQuantity}
            decimals={VOLUME_INPUT_DECIMALS}
            positiveOnly
          />
          <Select
            label={t('liftingPeriod')}
            value={periodId}
            onChange={setPeriodId}
            options={[{ value: '', label: t('choose'), disabled: true }, ...periods.map((p) => ({ value: String(p.id), label: p.name }))]}
          />
          {metadata.data && periods.length === 0 && <p data-testid="no-lifting-period">{te('trigger_invalid_lifting_period')}</p>}
          {contract.bundle && <DatePicker label={t('pickupStart')} value={pickupStart} onChange={setPickupStart} required />}
          <Checkbox label={t('acceptTerms')} checked={terms} onChange={setTerms} />
          <Checkbox label={t('bookingChecked')} checked={checked} onChange={setChecked} />
          <TriggerSummary products={contract.products} prices={seen.prices} quantity={quantity} vatRate={metadata.data?.vat ?? '0'} />
          {problem && <p role="alert">{problem}</p>}
        </div>
      )}
    </Dialog>
  );
}
