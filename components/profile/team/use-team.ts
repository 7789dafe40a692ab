'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/fetch-client';
import type { TeamUserDto } from '@/lib/users/schemas';

/** Query keys of the team list (platform-shell 6: page 1, limit 100, without the admin). */
export const teamKeys = {
  all: ['team'] as const,
  list: () => [...teamKeys.all, 'list', { page: 1, limit: 100 }] as const,
  user: (id: number) => [...teamKeys.all, 'user', id] as const,
};

interface TeamPage {
  docs: TeamUserDto[];
  total: number;
  page: number;
  limit: number;
}

export function useTeamUsers() {
  return useQuery({
    queryKey: teamKeys.list(),
    queryFn: ({ signal }) => apiFetch<TeamPage>('/api/user/search?page=1&limit=100&removeLoggedInUser=REMOVE', { signal }),
  });
}

export function useCreateTeamUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => apiFetch<TeamUserDto>('/api/user', { method: 'POST', body, idempotent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

/** PUT /api/user/{id} for a team member: profile fields, statusId, isAdmin or purchaseStatus. */
export function useUpdateTeamUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Record<string, unknown> }) =>
      apiFetch<{ message: string; pendingEmail?: string }>(`/api/user/${id}`, { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

/** DELETE /api/user/{id}: the admin removes a team member; its orders keep its name. */
export function useRemoveTeamUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/api/user/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
