'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { marketOfferKeys } from '@/components/market/use-market';
import { apiFetch } from '@/lib/api/fetch-client';
import type { FavouriteInput, FavouriteUpdate } from '@/lib/favourites/schemas';

/** A favourite market as GET /api/favourites lists it. */
export interface FavouriteDto extends Omit<FavouriteInput, 'name'> {
  _id: number;
  name: string;
}

/** Saving, renaming or deleting a favourite reloads the market's list of favourites. */
function useFavouriteMutation<T, R>(call: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: marketOfferKeys.favourites }) });
}

export const useCreateFavourite = () =>
  useFavouriteMutation((input: FavouriteInput) => apiFetch<FavouriteDto>('/api/favourites', { method: 'POST', body: input, idempotent: true }));

export const useUpdateFavourite = () =>
  useFavouriteMutation(({ id, ...input }: FavouriteUpdate & { id: number }) => apiFetch<FavouriteDto>(`/api/favourites/${id}`, { method: 'PUT', body: input }));

export const useDeleteFavourite = () => useFavouriteMutation((id: number) => apiFetch(`/api/favourites/${id}`, { method: 'DELETE' }));
