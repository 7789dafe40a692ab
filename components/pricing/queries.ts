'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/fetch-client';
import type { RuleDto } from '@/lib/pricing/rule-record';
import type { RuleWarning } from '@/lib/pricing/rule-warnings';
import type { RuleForm } from '@/lib/pricing/schemas';

export const pricingKeys = {
  all: ['pricing'] as const,
  rules: () => [...pricingKeys.all, 'rules'] as const,
  customers: () => [...pricingKeys.all, 'customers'] as const,
};

export interface RuleSections {
  global: RuleDto[];
  minimumPrices: RuleDto[];
  densities: RuleDto[];
  groups: { groupName: string; rules: RuleDto[] }[];
  customerRules: RuleDto[];
  expiryRules: RuleDto[];
  productSettlements: RuleDto[];
}

export type RuleSave = { id?: number; body: RuleForm & { version?: number; overwrite?: boolean } };

export function useRules() {
  return useQuery({ queryKey: pricingKeys.rules(), queryFn: () => apiFetch<RuleSections>('/api/pricing/rules') });
}

/** Customer rules name buyers this seller has released (ENABLED). */
export function useEnabledBuyers() {
  return useQuery({
    queryKey: pricingKeys.customers(),
    queryFn: async () => {
      const answer = await apiFetch<{ relationships: { other: { id: number; name: string; status: string } }[] }>('/api/relationships/buyer');
      return answer.relationships.map((r) => r.other).filter((o) => o.status === 'ENABLED');
    },
  });
}

export function useSaveRuleMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: RuleSave) =>
      apiFetch<{ rule: RuleDto; warnings: RuleWarning[] }>(id ? `/api/pricing/rules/${id}` : '/api/pricing/rules', {
        method: id ? 'PUT' : 'POST',
        body,
        idempotent: !id,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: pricingKeys.rules() }),
  });
}

export function useDeleteRuleMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/api/pricing/rules/${id}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: pricingKeys.rules() }),
  });
}
