'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/fetch-client';

export interface ApiTokenDto {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export const apiTokenKeys = { all: ['apiTokens'] as const };

export function useApiTokens() {
  return useQuery({ queryKey: apiTokenKeys.all, queryFn: () => apiFetch<{ apiTokens: ApiTokenDto[] }>('/api/integrations/tokens') });
}

export function useCreateApiTokenMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiFetch<{ token: string; apiToken: ApiTokenDto }>('/api/integrations/tokens', { method: 'POST', body: { name } }),
    onSettled: () => client.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}

export function useRevokeApiTokenMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/api/integrations/tokens/${id}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}
