'use client';

import { useQuery } from '@tanstack/react-query';
import { marketKeys } from '@/components/market/market-window-provider';
import { apiFetch } from '@/lib/api/fetch-client';

export interface BasketMetadata {
  deliveryAddresses: { _id: number; address: { company: string; street: string; postCode: string; city: string } }[];
  /** A lifting period runs from `startDays` to `endDays` days after the day of the order. */
  liftingPeriods: { id: number; name: string; startDays: number; endDays: number }[];
  paymentTerms: { id: number; name: string }[];
  vat: string | null;
}

/** The metadata the basket chooses from (shared cache with the market screen). */
export function useBasketMetadata() {
  return useQuery({ queryKey: marketKeys.metadata, queryFn: ({ signal }) => apiFetch<BasketMetadata>('/api/generic/metadata', { signal }) });
}
