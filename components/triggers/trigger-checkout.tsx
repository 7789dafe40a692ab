'use client';

import Decimal from 'decimal.js';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useBasketMetadata } from '@/components/basket/basket-metadata';
import { BreakdownTable } from '@/components/offers/breakdown-table';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { NumberInput } from '@/components/ui/number-input';
import { apiFetch, ApiError } from '@/lib/api/fetch-client';
import { formatPrice, formatVolume } from '@/lib/format/number';
import { priceUnitLabel } from '@/lib/format/units';
import type { BreakdownLine } from '@/lib/pricing/domain/types';
import type { TriggerOrderResponse } from '@/lib/triggers/place-trigger';
import { useTriggerWrite, type TriggerContractDto } from './use-triggers';

/**
 * Trigger checkout and completion (trading-domain 2): the volume (a mogas bundle's total), the
 * lifting period, the terms and "booking checked"; then the order number and the prices fixed.
 */
export function TriggerCheckout({ contract, onClose }: { contract: TriggerContractDto; onClose: () => void }) {
  const t = useTranslations('triggers');
  const te = useTranslations('errors');
  const locale = useLocale();
  const { currency, decimals } = useBrand();
  const periods = useBasketMetadata().data?.liftingPeriods ?? [];
  const [quantity, setQuantity] = useState<Decimal | null>(null);
  const [periodId, setPeriodId] = useState('');
  const [pickupStart, setPickupStart] = useState('');
  const [terms, setTerms] = useState(false);
  const [checked, setChecked] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const place = useTriggerWrite((body: object) => apiFetch<TriggerOrderResponse>('/api/triggers/orders', { method: 'POST', body }));
  const name = (productId: number) => contract.products.find((p) => p.id === productId)?.name ?? '';
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
        acceptTerms: terms,
        bookingChecked: checked,
        idempotencyKey: key.current,
      },
      {
        onError: (error) => {
          key.current = null;
          const body = error instanceof ApiError ? error.problem : {};
          const message = body.message ?? 'trigger_failed';
          setProblem(te.has(message as never) ? te(message as never, body.data as never) : te('trigger_failed'));
        },
      },
    );
  };
  const result = place.data;
  return (
    <Modal open title={result ? t('completionTitle') : t('checkoutTitle', { ekk: contract.ekkNumber })} onClose={onClose}>
      {result ? (
        <div data-testid="trigger-completion">
          <p>{t('placed', { orderId: result.orderId })}</p>
          {result.items.map((item) => (
            <section key={item.productId}>
              <p data-testid="trigger-fixed-price">
                {name(item.productId)}: {formatVolume(item.quantity, locale)} cbm · {formatPrice(item.price, locale, decimals)} {priceUnitLabel(currency)}
              </p>
              <BreakdownTable breakdown={item.breakdown as BreakdownLine[]} price={formatPrice(item.price, locale, decimals)} testId="trigger-breakdown" />
            </section>
          ))}
          <Button onClick={onClose}>{t('close')}</Button>
        </div>
      ) : (
        <div data-testid="trigger-checkout">
          <NumberInput label={contract.bundle ? t('bundleTotal') : t('quantity')} value={quantity} onChange={setQuantity} decimals={3} positiveOnly />
          <label>
            {t('liftingPeriod')}{' '}
            <select value={periodId} onChange={(e) => setPeriodId(e.target.value)}>
              <option value="" disabled>
                {t('choose')}
              </option>
              {periods.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
          {contract.bundle && (
            <label>
              {t('pickupStart')} <input type="date" value={pickupStart} onChange={(e) => setPickupStart(e.target.value)} />
            </label>
          )}
          <label>
            <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} /> {t('acceptTerms')}
          </label>
          <label>
            <input type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} /> {t('bookingChecked')}
          </label>
          {problem && <p role="alert">{problem}</p>}
          <Button onClick={submit} disabled={!quantity || !periodId || !terms || !checked || place.isPending}>
            {t('trigger')}
          </Button>
        </div>
      )}
    </Modal>
  );
}
