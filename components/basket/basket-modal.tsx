'use client';

import Decimal from 'decimal.js';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { apiFetch, ApiError } from '@/lib/api/fetch-client';
import { volumesShown } from '@/lib/format/number';
import { formatCountdown } from '@/lib/market-window/domain/countdown';
import { useBasketMetadata } from './basket-metadata';
import { BasketItemForm } from './basket-item-form';
import styles from './basket.module.css';
import { OrderConfirmation } from './order-confirmation';
import { quantityProblem } from './quantity-check';
import { useBasket, useCheckoutMutation, useRepriceMutation, useUpdateItemMutation, type CheckoutDto } from './use-basket';
import { useReservationCountdown } from './use-reservation-countdown';
import { useProblemText } from '@/components/ui/use-problem-text';

interface Props {
  basketId: string | null;
  /** Where the basket lives (/handelsplatz/warenkorb or /warenkorb) and where closing leads. */
  basePath: string;
  backHref: string;
  newOffer?: { offerId: number; quantity: string; unitCount?: number };
}

/**
 * The two-step basket (platform-shell 2, trading-domain 2): the basket items under the price
 * reservation countdown with the terms and order-checked boxes, then the order confirmation.
 */
export function BasketModal({ basketId, basePath, backHref, newOffer }: Props) {
  const t = useTranslations('basket');
  const problemText = useProblemText();
  const locale = useLocale();
  const router = useRouter();
  const [problem, setProblem] = useState<string | null>(null);
  // Checkout found the reserved price stale before the countdown ran out (a shareholder's price adjustment changed).
  const [priceStale, setPriceStale] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [orderChecked, setOrderChecked] = useState(false);
  const [quantity, setQuantity] = useState<Decimal | null>(null);
  const [result, setResult] = useState<CheckoutDto | null>(null);
  const attemptKey = useRef<string | null>(null);
  const basket = useBasket(basketId);
  const metadata = useBasketMetadata();
  const item = basket.data?.items[0];
  const left = useReservationCountdown(basket.data?.expiresAt, basket.data?.currentTime);
  const updateItem = useUpdateItemMutation(basketId ?? '');
  const reprice = useRepriceMutation(basketId ?? '');
  const order = useCheckoutMutation(basketId ?? '');

  const explain = (error: unknown) => {
    const problemBody = error instanceof ApiError ? error.problem : {};
    const key = problemBody.message;
    setFieldErrors(problemBody.fields ?? {});
    setPriceStale(key === 'reservation_expired');
    setProblem(problemText(error, { values: (data) => volumesShown(data, locale) }));
  };

  useEffect(() => {
    if (basketId || !newOffer) return;
    apiFetch<{ _id: string }>('/api/baskets', { method: 'POST', body: newOffer, idempotent: true }).then(
      (created) => router.replace(`${basePath}/${created._id}`),
      explain,
    );
  }, [basketId, newOffer?.offerId]);

  // The quantity starts as the item's once it is loaded.
  // For containers the number is their count.
  if (item && quantity === null) setQuantity(new Decimal(item.containers ? (item.unitCount ?? item.containers.minUnits) : item.quantity));

  const close = () => router.push(backHref);
  const expired = left === 0;
  const valid = item && !quantityProblem(quantity, item);
  // A choice still on its way to the server would not be what is ordered.
  const canOrder = !!valid && termsAccepted && orderChecked && !expired && !order.isPending && !updateItem.isPending;

  const submit = async () => {
    if (!item || !quantity) return;
    setProblem(null);
    setFieldErrors({});
    try {
      if (item.containers) {
        if (quantity.toNumber() !== item.unitCount) await updateItem.mutateAsync({ itemId: item._id, unitCount: quantity.toNumber() });
      } else if (!quantity.equals(item.quantity)) await updateItem.mutateAsync({ itemId: item._id, quantity: quantity.toString() });
      // One key per order attempt: a retry after a lost answer replays it instead of ordering twice.
      attemptKey.current ??= crypto.randomUUID();
      setResult(await order.mutateAsync(attemptKey.current));
    } catch (error) {
      if (error instanceof ApiError) attemptKey.current = null;
      explain(error);
    }
  };

  const title = result ? t('confirmationTitle') : t('title');
  return (
    <Dialog open title={title} onClose={close} className={styles.dialog}>
      <div className={styles.basket}>
        {result ? (
          <OrderConfirmation result={result} items={basket.data?.items ?? []} metadata={metadata.data} backHref={backHref} />
        ) : (
          <>
            {!item && !problem && <p>{t('loading')}</p>}
            {item && (
              <>
                <p className={styles.countdown} role="timer" data-testid="reservation-countdown">
                  {expired ? t('expired') : t('reserved', { time: formatCountdown(left ?? 0) })}
                </p>
                {(expired || priceStale) && (
                  <Button
                    variant="secondary"
                    onClick={() =>
                      reprice.mutate(undefined, {
                        onError: explain,
                        onSuccess: () => {
                          setPriceStale(false);
                          setProblem(null);
                        },
                      })
                    }
                    disabled={reprice.isPending}
                  >
                    {t('reprice')}
                  </Button>
                )}
                <BasketItemForm
                  item={item}
                  metadata={metadata.data}
                  quantity={quantity}
                  onQuantity={setQuantity}
                  onChoice={(choice) => {
                    setFieldErrors({});
                    updateItem.mutate({ itemId: item._id, ...choice }, { onError: explain });
                  }}
                  errors={fieldErrors}
                />
                <label className={styles.check}>
                  <input type="checkbox" checked={termsAccepted} onChange={(e) => setTermsAccepted(e.target.checked)} />
                  <span>
                    {t.rich('acceptTerms', {
                      link: (chunks) => (
                        <a href="/agb" target="_blank" rel="noreferrer">
                          {chunks}
                        </a>
                      ),
                    })}
                  </span>
                </label>
                <label className={styles.check}>
                  <input type="checkbox" checked={orderChecked} onChange={(e) => setOrderChecked(e.target.checked)} />
                  <span>{t('orderChecked')}</span>
                </label>
              </>
            )}
            {problem && (
              <p className={styles.problem} role="alert">
                {problem}
              </p>
            )}
            <div className={styles.actions}>
              <Button variant="secondary" onClick={close}>
                {t('close')}
              </Button>
              {item && (
                <Button onClick={submit} disabled={!canOrder}>
                  {t('order')}
                </Button>
              )}
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
