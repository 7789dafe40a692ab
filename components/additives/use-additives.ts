'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/fetch-client';
import type { listAdditiveOffers } from '@/lib/additives/list-additive-offers';
import type { listBarrelReturns } from '@/lib/barrel-returns/barrel-returns';
import type { listReturnOptions } from '@/lib/barrel-returns/list-return-options';

export type AdditiveOffersDto = Awaited<ReturnType<typeof listAdditiveOffers>>;
export type AdditiveOfferDto = AdditiveOffersDto['offers'][number];
export type BarrelReturnDto = Awaited<ReturnType<typeof listBarrelReturns>>['barrelReturns'][number];

export const additiveKeys = {
  offers: (query: string) => ['additive-offers', query] as const,
  all: ['additive-offers'] as const,
  barrelReturns: ['barrel-returns'] as const,
  returnOptions: ['barrel-returns', 'options'] as const,
};

/**
 * GET /api/v2/offers/additives with the list's query (platform-shell 7); the rows and filter
 * options shown stay while another page or filter loads. `enabled` false holds the list (after a
 * failure, until the user asks again).
 */
export function useAdditiveOffers(query = '', enabled = true) {
  return useQuery({
    queryKey: additiveKeys.offers(query),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => apiFetch<AdditiveOffersDto>(`/api/v2/offers/additives?${query}`, { signal }),
  });
}

export function useBarrelReturns() {
  return useQuery({
    queryKey: additiveKeys.barrelReturns,
    queryFn: ({ signal }) => apiFetch<{ barrelReturns: BarrelReturnDto[] }>('/api/barrel-returns', { signal }),
  });
}

/** The sellers, additive products and containers a request to collect empties may name. */
export function useReturnOptions() {
  return useQuery({
    queryKey: additiveKeys.returnOptions,
    queryFn: ({ signal }) => apiFetch<Awaited<ReturnType<typeof listReturnOptions>>>('/api/barrel-returns/options', { signal }),
  });
}

/** A write of the additive screens; the lists it changes are read again. */
export function useAdditiveWrite<T>(write: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: additiveKeys.all });
      void queryClient.invalidateQueries({ queryKey: additiveKeys.barrelReturns });
    },
  });
}
