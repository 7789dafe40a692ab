'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/fetch-client';
import type { DeliveryLocationDto, LocationForm } from '@/lib/locations/schemas';

/** Query keys of the delivery locations; every change reloads the list (platform-shell 4). */
export const locationKeys = {
  all: ['locations'] as const,
  list: () => [...locationKeys.all, 'list'] as const,
};

export function useLocations() {
  return useQuery({ queryKey: locationKeys.list(), queryFn: ({ signal }) => apiFetch<DeliveryLocationDto[]>('/api/metadata/locations', { signal }) });
}

function useReloadAfter<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The metadata's deliveryAddresses are the same rows.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: locationKeys.all }), queryClient.invalidateQueries({ queryKey: ['metadata'] })]),
  });
}

export function useCreateLocationMutation() {
  return useReloadAfter((address: LocationForm) =>
    apiFetch<DeliveryLocationDto>('/api/metadata/locations', { method: 'POST', body: address, idempotent: true }),
  );
}

export function useUpdateLocationMutation() {
  return useReloadAfter(({ id, address }: { id: number; address: LocationForm }) =>
    apiFetch<DeliveryLocationDto>(`/api/metadata/locations/${id}`, { method: 'PUT', body: { _id: id, ...address } }),
  );
}

export function useDeleteLocationMutation() {
  return useReloadAfter((id: number) => apiFetch<{ message: string }>(`/api/metadata/locations/${id}`, { method: 'DELETE' }));
}
