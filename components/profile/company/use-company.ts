'use client';

import { useQuery } from '@tanstack/react-query';
import type { CompanyAccountDto } from '@/lib/accounts/schemas';
import { apiFetch } from '@/lib/api/fetch-client';

export const companyKeys = {
  all: ['company'] as const,
  account: () => [...companyKeys.all, 'account'] as const,
};

export function useCompanyAccount() {
  return useQuery({ queryKey: companyKeys.account(), queryFn: ({ signal }) => apiFetch<CompanyAccountDto>('/api/account', { signal }) });
}
