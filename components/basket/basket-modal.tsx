'use client';

import Decimal from 'decimal.js';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/choice';
import { Dialog } from '@/components/ui/dialog';
import { TextLink } from '@/components/ui/text-link';
import { apiFetch, ApiError } from '@/lib/api/fetch-client';
import { volumesShown } from '@/lib/format/number';
import { formatCountdown } from '@/lib/market-window/domain/countdown';
import { useBasketMetadata } from './basket-metadata';
import { BasketItemForm } from './basket-item-form';
import styles from './basket.module.css';
import { OrderConfirmation } from './order-confirmation';
import { quantityProblem } from './quantity-check';
import { forgetOpenBasket, openBasketId, rememberOpenBasket } from './open-basket';
import {
  useBasket,
  useCheckoutMutation,
  useRemoveItemMutation,
  useRepriceMutation,
  useUpdateItemMutation,
  type BasketItemDto,
  type CheckoutDto,
} from './use-basket';
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
  // By item id: for containers the number is their count.
  const [quantities, setQuantities] = useState<Record<number, Decimal | null>>({});
  const [result, setResult] = useState<CheckoutDto | null>(null);
  const attemptKey = useRef<string | null>(null);
  const basket = useBasket(basketId);
  const metadata = useBasketMetadata();
  const items = basket.data?.items ?? [];
  const item = items[0];
  const left = useReservationCountdown(basket.data?.expiresAt, basket.data?.currentTime);
  const updateItem = useUpdateItemMutation(basketId ?? '');
  const reprice = useRepriceMutation(basketId ?? '');
  const order = useCheckoutMutation(basketId ?? '');
  const removeItem = useRemoveItemMutation(basketId ?? '');

  const explain = (error: unknown) => {
    const problemBody = error instanceof ApiError ? error.problem : {};
    const key = problemBody.message;
    setFieldErrors(problemBody.fields ?? {});
    setPriceStale(key === 'reservation_expired');
    setProblem(problemText(error, { values: (data) => volumesShown(data, locale) }));
  };

  useEffect(() => {
    if (basketId || !newOffer) return;
    addToBasket(newOffer).then((id) => {
      rememberOpenBasket(id);
      router.replace(`${basePath}/${id}`);
    }, explain);
  }, [basketId, newOffer?.offerId]);

  // Each quantity starts as the item's once it is loaded.
  const missing = items.filter((i) => !(i._id in quantities));
  if (missing.length > 0) {
    setQuantities((known) => ({
      ...known,
      ...Object.fromEntries(missing.map((i) => [i._id, new Decimal(i.containers ? (i.unitCount ?? i.containers.minUnits) : i.quantity)])),
    }));
  }

  const close = () => router.push(backHref);
  const expired = left === 0;
  const valid = items.length > 0 && items.every((i) => !quantityProblem(quantities[i._id] ?? null, i));
  // A choice still on its way to the server would not be what is ordered.
  const canOrder = !!valid && termsAccepted && orderChecked && !expired && !order.isPending && !updateItem.isPending;

  const submit = async () => {
    if (!valid) return;
    setProblem(null);
    setFieldErrors({});
    try {
      for (const each of items) {
        const quantity = quantities[each._id]!;
        if (each.containers) {
          if (quantity.toNumber() !== each.unitCount) await updateItem.mutateAsync({ itemId: each._id, unitCount: quantity.toNumber() });
        } else if (!quantity.equals(each.quantity)) await updateItem.mutateAsync({ itemId: each._id, quantity: quantity.toString() });
      }
      // One key per order attempt: a retry after a lost answer replays it instead of ordering twice.
      attemptKey.current ??= crypto.randomUUID();
      setResult(await order.mutateAsync(attemptKey.current));
      forgetOpenBasket();
    } catch (error) {
      if (error instanceof ApiError) attemptKey.current = null;
      explain(error);
    }
  };

  const title = result ? t('confirmationTitle') : t('title');
  return (
    <Dialog
      open
      title={title}
      onClose={close}
      className={styles.dialog}
      footer={
        !result && (
          <>
            {problem && (
              <p className={styles.problem} role="alert">
                {problem}
              </p>
            )}
            <Button variant="secondary" onClick={close}>
              {t('close')}
            </Button>
            {item && (
              <Button onClick={submit} disabled={!canOrder}>
                {t('order')}
              </Button>
            )}
          </>
        )
      }
    >
      <div className={styles.basket}>
        {result ? (
          <OrderConfirmation result={result} items={inOrderOfCheckout(items)} metadata={metadata.data} backHref={backHref} />
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
                {items.map((each) => (
                  <div key={each._id} className={styles.entry}>
                    <BasketItemForm
                      item={each}
                      metadata={metadata.data}
                      quantity={quantities[each._id] ?? null}
                      onQuantity={(value) => setQuantities((known) => ({ ...known, [each._id]: value }))}
                      onChoice={(choice) => {
                        setFieldErrors({});
                        updateItem.mutate({ itemId: each._id, ...choice }, { onError: explain });
                      }}
                      errors={fieldErrors}
                    />
                    {items.length > 1 && (
                      <Button variant="secondary" onClick={() => removeItem.mutate(each._id, { onError: explain })} disabled={removeItem.isPending}>
                        {t('removeItem', { product: each.product.name })}
                      </Button>
                    )}
                  </div>
                ))}
                <TextLink href="/handelsplatz">{t('addMore')}</TextLink>
                <div>
                  <Checkbox
                    label={t.rich('acceptTerms', {
                      link: (chunks) => (
                        <a href="/agb" target="_blank" rel="noreferrer">
                          {chunks}
                        </a>
                      ),
                    })}
                    checked={termsAccepted}
                    onChange={setTermsAccepted}
                  />
                  <Checkbox label={t('orderChecked')} checked={orderChecked} onChange={setOrderChecked} />
                </div>
              </>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}

/**
 * Adds the offer to this tab's open basket, or starts a basket when there is none or it is no
 * longer open (ordered, or gone: 409, 404). Answers the basket's id.
 */
async function addToBasket(offer: NonNullable<Props['newOffer']>): Promise<string> {
  const open = openBasketId();
  if (open) {
    try {
      await apiFetch(`/api/baskets/${open}/items`, { method: 'POST', body: offer, idempotent: true });
      return open;
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 409) || error.problem.message === 'basket_full') throw error;
    }
  }
  return (await apiFetch<{ _id: string }>('/api/baskets', { method: 'POST', body: offer, idempotent: true }))._id;
}

/** Checkout writes the orders in the order of their offers (then of the items), the answer's order. */
const inOrderOfCheckout = (items: BasketItemDto[]) => [...items].sort((a, b) => a.offerId - b.offerId || a._id - b._id);
