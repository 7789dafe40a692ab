'use client';

import { useQuery } from '@tanstack/react-query';
import type { FavouriteDto } from '@/components/favourites/queries';
import { apiFetch } from '@/lib/api/fetch-client';
import type { DeliveryLocationDto } from '@/lib/locations/schemas';
import type { PurchaseLimitLeft } from '@/lib/market/list-market-offers';
import type { MarketOfferDto } from '@/lib/market/to-market-offer';
import { marketKeys } from './market-window-provider';
import { offersPath } from './offers-query';

export interface MarketOffersAnswer {
  offers: MarketOfferDto[];
  filterOptions: { deliveryAddress: DeliveryLocationDto[]; terminals: MarketOfferDto['terminal'][] };
  /** A shareholder's daily purchase limits with what is left today; empty for other buyers. */
  purchaseLimits: PurchaseLimitLeft[];
}

/** The parts of GET /api/generic/metadata the market's filters use. */
export interface MarketMetadata {
  fuels: { id: number; name: string }[];
  regions: { id: number; name: string; terminals: { id: number; name: string }[] }[];
  roles: string[];
  /** The own account's sellers with the relationship status. */
  sellers: { id: number; name: string; status: string }[];
}

/** Query keys of the market; every offers list hangs under `offers` so a new window refreshes them all. */
export const marketOfferKeys = {
  offers: ['market', 'offers'] as const,
  list: (childAccountId: number | null, search: string) => [...marketOfferKeys.offers, childAccountId ?? 'own', search] as const,
  favourites: ['market', 'favourites'] as const,
  childAccounts: ['market', 'childAccounts'] as const,
};

export function useMarketOffers(childAccountId: number | null, search: string) {
  return useQuery({
    queryKey: marketOfferKeys.list(childAccountId, search),
    queryFn: ({ signal }) => apiFetch<MarketOffersAnswer>(offersPath(childAccountId, search), { signal }),
    // Keep the last list on screen while the next filter's list loads.
    placeholderData: (previous) => previous,
  });
}

export function useMarketMetadata() {
  return useQuery({ queryKey: marketKeys.metadata, queryFn: ({ signal }) => apiFetch<MarketMetadata>('/api/generic/metadata', { signal }) });
}

export function useFavouriteMarkets() {
  return useQuery({
    queryKey: marketOfferKeys.favourites,
    queryFn: async ({ signal }) => (await apiFetch<{ config: FavouriteDto[] }>('/api/favourites', { signal })).config,
  });
}

/** Only users with ChildAccounts_View may list child accounts; others get no selector. */
export function useChildAccounts(enabled: boolean) {
  return useQuery({
    queryKey: marketOfferKeys.childAccounts,
    queryFn: async ({ signal }) => (await apiFetch<{ accounts: { id: number; name: string }[] }>('/api/accounts/children', { signal })).accounts,
    enabled,
  });
}
