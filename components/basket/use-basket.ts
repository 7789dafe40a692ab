'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMarketStreamEvents } from '@/components/market/market-stream';
import { marketOfferKeys } from '@/components/market/use-market';
import { apiFetch } from '@/lib/api/fetch-client';

export interface BasketItemDto {
  _id: number;
  offerId: number;
  product: { id: number; name: string; type: 'FUEL' | 'ADDITIVE'; unit: string };
  terminal: { id: number; name: string };
  sellerName: string;
  minimumOrderQuantity: string;
  maximumOrderQuantity: string;
  available: string;
  quantity: string;
  unitCount: number | null;
  reservedPrice: string;
  paymentTermId: number | null;
  agreedPaymentTermId: number | null;
  /** An agreed term the answer withholds (anonymous offer) still binds the item. */
  paymentTermAgreed: boolean;
  containers: { unitLabel: string; unitLitres: number; unitPrice: string; minUnits: number; maxUnits: number } | null;
  liftingPeriodId: number | null;
  liftingPeriodRequired: boolean;
  collectionRange: { start: string; end: string } | null;
  deliveryLocationId: number | null;
}

export interface BasketDto {
  _id: string;
  status: 'OPEN' | 'ORDERED' | 'EXPIRED';
  expiresAt: string;
  currentTime: string;
  items: BasketItemDto[];
}

export interface CheckoutDto {
  basketId: string;
  orders: {
    _id: number;
    orderId: string;
    contractNumber: string;
    pickupNumber: string;
    liftingMasterNumber: string | null;
    quantity: string;
    price: string;
    net: string;
    vat: string;
    gross: string;
    currency: string;
  }[];
}

/**
 * The basket is also read again now and then, stream or not: what no push names (a reservation cut
 * short on the server, the buyer's credit or daily limit reached by a colleague) shows within this.
 */
export const BASKET_REFRESH_MS = 15_000;

export const basketKeys = { basket: (id: string) => ['basket', id] as const };

/**
 * The basket, read again at once when the market stream tells of a change to one of its offers
 * (volume, limits, status), a new window or a change of what the buyer may see, and every
 * BASKET_REFRESH_MS besides.
 */
export function useBasket(basketId: string | null) {
  const queryClient = useQueryClient();
  const queryKey = basketKeys.basket(basketId ?? '');
  const reread = () => void queryClient.invalidateQueries({ queryKey, exact: true });
  useMarketStreamEvents(
    {
      offers: (ids) => {
        const basket = queryClient.getQueryData<BasketDto>(queryKey);
        if (basket?.items.some((item) => ids.includes(item.offerId))) reread();
      },
      window: reread,
      market: reread,
    },
    !!basketId,
  );
  return useQuery({
    queryKey,
    queryFn: () => apiFetch<BasketDto>(`/api/baskets/${basketId}`),
    enabled: !!basketId,
    staleTime: 0,
    refetchInterval: BASKET_REFRESH_MS,
  });
}

export function useUpdateItemMutation(basketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      itemId,
      ...body
    }: {
      itemId: number;
      quantity?: string;
      unitCount?: number;
      deliveryLocationId?: number | null;
      paymentTermId?: number | null;
      liftingPeriodId?: number | null;
    }) => apiFetch(`/api/baskets/${basketId}/items/${itemId}`, { method: 'PUT', body }),
    // The choice shows at once, and goes back if the server refuses it: the form never shows what is not stored.
    onMutate: async ({ itemId, ...change }) => {
      const key = basketKeys.basket(basketId);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<BasketDto>(key);
      if (before) queryClient.setQueryData<BasketDto>(key, { ...before, items: before.items.map((i) => (i._id === itemId ? { ...i, ...change } : i)) });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(basketKeys.basket(basketId), context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: basketKeys.basket(basketId) }),
  });
}

export function useRemoveItemMutation(basketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) => apiFetch(`/api/baskets/${basketId}/items/${itemId}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: basketKeys.basket(basketId) }),
  });
}

export function useRepriceMutation(basketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(`/api/baskets/${basketId}/reprice`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: basketKeys.basket(basketId) }),
  });
}

export function useCheckoutMutation(basketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) =>
      apiFetch<CheckoutDto>(`/api/baskets/${basketId}/checkout`, { method: 'POST', body: { idempotencyKey, termsAccepted: true, orderChecked: true } }),
    // The market shows the volume and a shareholder's daily limit left after the order at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketOfferKeys.offers }),
  });
}
