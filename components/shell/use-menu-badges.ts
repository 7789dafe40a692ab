'use client';

import { useQuery } from '@tanstack/react-query';
import { useFillStream } from '@/components/target-orders/use-fill-stream';
import { apiFetch } from '@/lib/api/fetch-client';
import type { BadgeKind, MenuEntry } from '@/lib/shell/menu';

interface RelationshipsAnswer {
  relationships: { other?: { status?: string } }[];
}

export const shellKeys = {
  buyerRelationships: ['relationships', 'buyer'] as const,
  incompleteOrderCount: ['orders', 'incomplete', 'count'] as const,
  unseenFillCount: ['targetOrders', 'fills', 'unseen', 'count'] as const,
};

/** The counts behind the menu badges; a count that cannot be loaded shows no badge. */
export function useMenuBadges(menu: MenuEntry[]): Record<BadgeKind, number | null> {
  const wants = (kind: BadgeKind) => menu.some((entry) => entry.badge === kind);

  // The path names the counterpart kind: a seller lists its buyers under /api/relationships/buyer.
  const relationships = useQuery({
    queryKey: shellKeys.buyerRelationships,
    queryFn: () => apiFetch<RelationshipsAnswer>('/api/relationships/buyer'),
    enabled: wants('newRelationships'),
  });
  const incomplete = useQuery({
    queryKey: shellKeys.incompleteOrderCount,
    queryFn: () => apiFetch<{ count?: unknown }>('/api/orders/incomplete/count'),
    enabled: wants('incompleteOrders'),
    // Until the order release builds this call it answers 404; asking again changes nothing.
    retry: false,
  });

  const unseenFills = useQuery({
    queryKey: shellKeys.unseenFillCount,
    queryFn: () => apiFetch<{ count: number }>('/api/target-orders/fills/unseen/count'),
    enabled: wants('targetFills'),
  });
  // A fill is pushed at once (the market stream): the badge and the target orders' list load again.
  useFillStream(wants('targetFills'));

  const newRelationships = relationships.data?.relationships?.filter((r) => r.other?.status === 'NEW').length ?? null;
  const count = incomplete.data?.count;
  return { newRelationships, incompleteOrders: typeof count === 'number' ? count : null, targetFills: unseenFills.data?.count ?? null };
}
