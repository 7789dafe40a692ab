'use client';

import { useEffect, useState } from 'react';
import { useFillStream } from '@/components/target-orders/use-fill-stream';
import { apiFetch } from '@/lib/api/fetch-client';
import type { BadgeKind, MenuEntry } from '@/lib/shell/menu';
import { onBadgeChange } from './badge-events';

interface RelationshipsAnswer {
  relationships?: { other?: { status?: string } }[];
}

/** A seller's buyers in status NEW, as the list answers them. */
export function newRelationshipCount(answer: RelationshipsAnswer): number | null {
  return answer.relationships?.filter((r) => r.other?.status === 'NEW').length ?? null;
}

// The path names the counterpart kind: a seller lists its buyers under /api/relationships/buyer.
const readers: Record<BadgeKind, () => Promise<number | null>> = {
  newRelationships: async () => newRelationshipCount(await apiFetch<RelationshipsAnswer>('/api/relationships/buyer')),
  // Until the order release builds this call it answers 404: no badge.
  incompleteOrders: async () => {
    const { count } = await apiFetch<{ count?: unknown }>('/api/orders/incomplete/count');
    return typeof count === 'number' ? count : null;
  },
  targetFills: async () => (await apiFetch<{ count?: number }>('/api/target-orders/fills/unseen/count')).count ?? null,
};

/**
 * One badge's count: read when the shell mounts and again on each change a screen or the stream
 * reports (badge-events.ts). A count that cannot be loaded shows no badge, or the last one read.
 */
function useBadgeCount(kind: BadgeKind, wanted: boolean): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!wanted) return;
    // Only the newest read or pushed count is shown: an older answer arriving late is dropped.
    let latest = 0;
    let closed = false;
    const load = () => {
      const call = ++latest;
      readers[kind]().then(
        (next) => {
          if (!closed && call === latest) setCount(next);
        },
        () => undefined,
      );
    };
    load();
    const unsubscribe = onBadgeChange((change) => {
      if (change.kind !== kind) return;
      if (change.count === undefined) return load();
      latest++;
      setCount(change.count);
    });
    return () => {
      closed = true;
      unsubscribe();
    };
  }, [kind, wanted]);
  return wanted ? count : null;
}

/** The counts behind the menu badges; a count that cannot be loaded shows no badge. */
export function useMenuBadges(menu: MenuEntry[]): Record<BadgeKind, number | null> {
  const wants = (kind: BadgeKind) => menu.some((entry) => entry.badge === kind);
  const newRelationships = useBadgeCount('newRelationships', wants('newRelationships'));
  const incompleteOrders = useBadgeCount('incompleteOrders', wants('incompleteOrders'));
  const targetFills = useBadgeCount('targetFills', wants('targetFills'));
  // A fill is pushed at once (the market stream): the badge and the target orders' list load again.
  useFillStream(wants('targetFills'));
  return { newRelationships, incompleteOrders, targetFills };
}
