'use client';

import type { BadgeKind } from '@/lib/shell/menu';

/** A count is stale (`count` absent: the badge reads it again) or came in a screen's answer (shown without a call). */
export interface BadgeChange {
  kind: BadgeKind;
  count?: number;
}

const listeners = new Set<(change: BadgeChange) => void>();

/**
 * What changes a menu badge's count outside the shell: a screen's save, a pushed fill. The shell
 * listens (use-menu-badges.ts); the screens need no query cache shared with it.
 */
export function changeBadge(change: BadgeChange) {
  for (const listener of [...listeners]) listener(change);
}

/** The answer unsubscribes. */
export function onBadgeChange(listener: (change: BadgeChange) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
