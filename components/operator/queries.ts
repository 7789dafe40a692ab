'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, queryString } from '@/lib/api/fetch-client';
import type { CatalogueEntryDto, CatalogueForm, CatalogueKind } from '@/lib/catalogue/schemas';
import type { AuditNames } from '@/lib/operator/audit-id-keys';
import type {
  AuditEntryDto,
  CreateOperatorUser,
  CreateOperatorAccountForm,
  OperatorAccountDto,
  OperatorUserDto,
  UpdateOperatorAccountForm,
  UpdateOperatorUser,
} from '@/lib/operator/schemas';

export interface AccountFilters {
  query: string;
  type: string;
  status: string;
  page: number;
}

export const operatorKeys = {
  all: ['operator'] as const,
  accounts: (filters: AccountFilters) => [...operatorKeys.all, 'accounts', filters] as const,
  account: (id: number) => [...operatorKeys.all, 'account', id] as const,
  users: (id: number) => [...operatorKeys.all, 'account', id, 'users'] as const,
  audit: (filters: AuditFilters) => [...operatorKeys.all, 'audit', filters] as const,
  catalogue: (kind: CatalogueKind) => [...operatorKeys.all, 'catalogue', kind] as const,
};

/** The audit log's filters as its call takes them; empty texts are left out of the query. */
export interface AuditFilters {
  accountId?: number;
  userId?: string;
  event?: string;
  from?: string;
  to?: string;
  page: number;
}

type Page = { total: number; page: number; pageSize: number };

export function useOperatorAccounts(filters: AccountFilters) {
  return useQuery({
    queryKey: operatorKeys.accounts(filters),
    queryFn: () => apiFetch<{ accounts: OperatorAccountDto[] } & Page>(`/api/operator/accounts?${queryString(filters)}`),
    placeholderData: keepPreviousData,
  });
}

export function useOperatorAccount(id: number) {
  return useQuery({ queryKey: operatorKeys.account(id), queryFn: () => apiFetch<{ account: OperatorAccountDto }>(`/api/operator/accounts/${id}`) });
}

export function useAccountUsers(id: number) {
  return useQuery({ queryKey: operatorKeys.users(id), queryFn: () => apiFetch<{ users: OperatorUserDto[] }>(`/api/operator/accounts/${id}/users`) });
}

export function useAudit(filters: AuditFilters) {
  return useQuery({
    queryKey: operatorKeys.audit(filters),
    queryFn: () => apiFetch<{ entries: AuditEntryDto[]; names: AuditNames } & Page>(`/api/operator/audit?${queryString({ ...filters })}`),
    placeholderData: keepPreviousData,
  });
}

export function useCatalogue(kind: CatalogueKind) {
  return useQuery({
    queryKey: operatorKeys.catalogue(kind),
    queryFn: () => apiFetch<{ entries: CatalogueEntryDto[] }>(`/api/operator/catalogue/${kind}`),
  });
}

export function useSaveCatalogueMutation(kind: CatalogueKind) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CatalogueForm & { version?: number } }) =>
      apiFetch<{ entry: CatalogueEntryDto }>(id === null ? `/api/operator/catalogue/${kind}` : `/api/operator/catalogue/${kind}/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
      }),
    onSettled: invalidate,
  });
}

export function useAddUserMutation(accountId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateOperatorUser) => apiFetch<{ user: OperatorUserDto }>(`/api/operator/accounts/${accountId}/users`, { method: 'POST', body }),
    onSettled: invalidate,
  });
}

export function useDeleteAccountMutation(id: number) {
  return useMutation({ mutationFn: () => apiFetch(`/api/operator/accounts/${id}`, { method: 'DELETE' }) });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: operatorKeys.all });
}

export function useCreateAccountMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateOperatorAccountForm) =>
      apiFetch<{ account: OperatorAccountDto; adminUserId: number }>('/api/operator/accounts', { method: 'POST', body }),
    onSettled: invalidate,
  });
}

export function useUpdateAccountMutation(id: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: UpdateOperatorAccountForm) => apiFetch<{ account: OperatorAccountDto }>(`/api/operator/accounts/${id}`, { method: 'PUT', body }),
    onSettled: invalidate,
  });
}

export function useUpdateUserMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateOperatorUser }) =>
      apiFetch<{ user: OperatorUserDto }>(`/api/operator/users/${id}`, { method: 'PUT', body }),
    onSettled: invalidate,
  });
}

export function useResendWelcomeMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/api/operator/users/${id}/welcome`, { method: 'POST' }),
    onSettled: invalidate,
  });
}

export function useDeleteUserMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/api/operator/users/${id}`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}
