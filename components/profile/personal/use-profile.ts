'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/fetch-client';
import type { TeamUserDto } from '@/lib/users/schemas';

/** Query keys of the own profile. */
export const profileKeys = {
  all: ['profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
};

export function useProfile() {
  return useQuery({ queryKey: profileKeys.me(), queryFn: ({ signal }) => apiFetch<TeamUserDto>('/api/user/-1', { signal }) });
}

/** PUT /api/user/-1 with the non-empty fields; the profile and the session's names reload after. */
export function useSaveProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => apiFetch<{ message: string; pendingEmail?: string }>('/api/user/-1', { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
