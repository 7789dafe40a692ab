'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { changeBadge } from '@/components/shell/badge-events';
import { newRelationshipCount } from '@/components/shell/use-menu-badges';
import { apiFetch } from '@/lib/api/fetch-client';
import { useAttemptKey } from '@/lib/api/use-attempt-key';
import type { RelationshipForm, RelationshipStatus } from '@/lib/relationships/schemas';

/** One row of GET /api/relationships/{kind}; the terms only come to users who manage relationships. */
export interface RelationshipDto {
  _id: number | null;
  other: { id: number; name: string; status: RelationshipStatus; additivesEnabled: boolean };
  requestedAt: string | null;
  creditLimitOption?: 'NONE' | 'API' | 'MANUAL' | 'CSV';
  creditLimit?: string | null;
  /** Who set the amount in force; another than the option's own source: an interim amount. */
  creditLimitSource?: 'API' | 'MANUAL' | 'CSV' | null;
  creditDays?: { productId: number; days: number }[];
  paymentTermId?: number | null;
  terminals?: { all: boolean; ids: number[] };
  products?: { all: boolean; ids: number[] };
  version?: number;
  /** The open exposure against the credit limit; null without a limit. */
  creditUsed?: string | null;
  /** The buyer's message with its last request. */
  requestMessage?: string | null;
  /** The last status change since that request: when, by whom, with the seller's message. */
  decision?: { at: string; by: string | null; message: string | null } | null;
  /** Who set it DISABLED: a relationship the buyer ended only the buyer's new request revives. */
  disabledBy?: 'BUYER' | 'SELLER' | null;
}

/** The lists of one side, unfiltered or of one status. */
export const relationshipKeys = {
  all: ['relationships'] as const,
  list: (kind: 'buyer' | 'seller', status?: RelationshipStatus) =>
    status ? ([...relationshipKeys.all, kind, status] as const) : ([...relationshipKeys.all, kind] as const),
};

/** The seller's unfiltered list of buyers is what the shell's NEW badge counts: each answer of it shows its count there too. */
export function useRelationships(kind: 'buyer' | 'seller', status?: RelationshipStatus) {
  const query = useQuery({
    queryKey: relationshipKeys.list(kind, status),
    queryFn: () => apiFetch<{ relationships: RelationshipDto[] }>(`/api/relationships/${kind}${status ? `?status=${status}` : ''}`),
  });
  const badgeCount = kind === 'buyer' && !status && query.data ? newRelationshipCount(query.data) : null;
  useEffect(() => {
    if (badgeCount !== null) changeBadge({ kind: 'newRelationships', count: badgeCount });
  }, [badgeCount, query.dataUpdatedAt]);
  return query;
}

/** A change of relationships: every list loads again, and the menu's NEW badge. */
export function useInvalidateRelationships() {
  const client = useQueryClient();
  return () => {
    changeBadge({ kind: 'newRelationships' });
    return client.invalidateQueries({ queryKey: relationshipKeys.all });
  };
}

/** The buyer's request; a try again after a lost answer sends the same Idempotency-Key, so it is not refused as already requested. */
export function useRequestSellerMutation() {
  const invalidate = useInvalidateRelationships();
  const attempt = useAttemptKey();
  return useMutation({
    mutationFn: (body: { sellerAccountId: number; message?: string }) =>
      apiFetch<{ relationship: RelationshipDto }>('/api/relationships', { method: 'POST', body, idempotent: attempt.keyFor(body) }),
    onSettled: (_, error) => {
      attempt.settle(error);
      return invalidate();
    },
  });
}

export function useCancelRelationshipMutation() {
  const invalidate = useInvalidateRelationships();
  return useMutation({
    mutationFn: (id: number) => apiFetch<{ relationship: RelationshipDto }>(`/api/relationships/${id}`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}

export function useUpdateRelationshipMutation() {
  const invalidate = useInvalidateRelationships();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RelationshipForm }) =>
      apiFetch<{ relationship: RelationshipDto }>(`/api/relationships/${id}`, { method: 'PUT', body }),
    onSettled: invalidate,
  });
}

export interface TermsMetadata {
  fuels: { id: number; name: string }[];
  additives: { id: number; name: string }[];
  features: string[];
  regions: { id: number; name: string; terminals: { id: number; name: string }[] }[];
  paymentTerms: { id: number; name: string }[];
}

export function useTermsMetadata() {
  return useQuery({ queryKey: ['metadata'], queryFn: () => apiFetch<TermsMetadata>('/api/generic/metadata'), staleTime: 5 * 60_000 });
}
