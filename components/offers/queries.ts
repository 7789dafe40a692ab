'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, queryString } from '@/lib/api/fetch-client';
import type { MyOfferDto } from '@/lib/offers/list-my-offers';
import type { OfferDto } from '@/lib/offers/offer-record';
import type { OfferForm } from '@/lib/offers/schemas';
import type { BreakdownLine } from '@/lib/pricing/domain/types';

export const offerKeys = {
  all: ['offers'] as const,
  mine: () => [...offerKeys.all, 'mine'] as const,
  breakdown: (id: number) => [...offerKeys.all, 'breakdown', id] as const,
  iceMonths: (where: IceMonthsWhere) => [...offerKeys.all, 'iceMonths', where] as const,
};

/** Where an offer is sold, as the form holds it ('' while not chosen). */
export interface IceMonthsWhere {
  productId: string;
  terminalId: string;
  offerId?: number;
}

/** What the offer form needs of the shell metadata (GET /api/generic/metadata). */
/** A catalogue entry the operator deactivated (`active: false`) takes no new offer. */
interface CatalogueEntry {
  id: number;
  name: string;
  active: boolean;
}

export interface OfferMetadata {
  fuels: (CatalogueEntry & { density: string | null })[];
  additives: CatalogueEntry[];
  regions: (CatalogueEntry & { terminals: CatalogueEntry[] })[];
  liftingPeriods: CatalogueEntry[];
  features: string[];
}

export interface OfferBreakdown {
  offerId: number;
  window: { id: number; created: string; isClone: boolean };
  ok: boolean;
  price: string | null;
  error: string | null;
  breakdown: BreakdownLine[];
}

/** GET /api/pricing/ice-months: the contract month each ICE month prices with now. */
export function useIceMonths(where: IceMonthsWhere, enabled: boolean) {
  return useQuery({
    queryKey: offerKeys.iceMonths(where),
    queryFn: () => apiFetch<{ iceMonths: { iceMonth: number; contractMonth: string }[] }>(`/api/pricing/ice-months?${queryString(where)}`),
    enabled,
    // The roll is a moment: asked again a minute later, the label follows it.
    staleTime: 60_000,
  });
}

export function useMetadata() {
  return useQuery({ queryKey: ['metadata'], queryFn: () => apiFetch<OfferMetadata>('/api/generic/metadata'), staleTime: 5 * 60_000 });
}

export function useMyOffers() {
  return useQuery({ queryKey: offerKeys.mine(), queryFn: () => apiFetch<{ offers: MyOfferDto[] }>('/api/offers/mine') });
}

export function useOfferBreakdown(id: number | null) {
  return useQuery({
    queryKey: offerKeys.breakdown(id ?? 0),
    queryFn: () => apiFetch<OfferBreakdown>(`/api/pricing/offers/${id}/breakdown`),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
  });
}

export function useSaveOfferMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: OfferForm & { version?: number } }) =>
      apiFetch<{ offer: OfferDto }>(id ? `/api/offers/${id}` : '/api/offers', { method: id ? 'PUT' : 'POST', body, idempotent: !id }),
    onSettled: () => client.invalidateQueries({ queryKey: offerKeys.all }),
  });
}

export function useOfferStatusMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'pause' | 'resume' | 'delete' }) =>
      action === 'delete'
        ? apiFetch<{ offer: OfferDto }>(`/api/offers/${id}`, { method: 'DELETE' })
        : apiFetch<{ offer: OfferDto }>(`/api/offers/${id}/${action}`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: offerKeys.all }),
  });
}
