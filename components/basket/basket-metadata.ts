'use client';

import { useQuery } from '@tanstack/react-query';
import { marketKeys } from '@/components/market/market-window-provider';
import { apiFetch } from '@/lib/api/fetch-client';

export interface BasketMetadata {
  deliveryAddresses: { _id: number; address: { company: string; street: string; postCode: string; city: string } }[];
  liftingPeriods: { id: number; name: string }[];
  paymentTerms: { id: number; name: string }[];
  vat: string | null;
}

/** The metadata the basket chooses from (shared cache with the market screen). */
export function useBasketMetadata() {
  return useQuery({ queryKey: marketKeys.metadata, queryFn: ({ signal }) => apiFetch<BasketMetadata>('/api/generic/metadata', { signal }) });
}
