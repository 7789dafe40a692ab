'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { badgeLabel } from '@/lib/shell/badge';
import type { MenuEntry } from '@/lib/shell/menu';
import styles from './shell.module.css';
import { PageLink } from '@/components/ui/page-link';

export function isActive(href: string, pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // keep the raw path
  }
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}

/** An entry's translated label and, where it has one, its badge: what every menu shows of it. */
export function MenuLabel({ entry, count }: { entry: MenuEntry; count: number | null }) {
  const t = useTranslations('titles');
  const ts = useTranslations('shell');
  const to = useTranslations('orderStatus');
  const badge = entry.badge ? badgeLabel(count) : null;
  // The orders badge counts INCOMPLETE orders and names them as the seller's order list does.
  const badgeText =
    badge && (entry.badge === 'incompleteOrders' ? ts('badgeStatus', { count: badge, status: to('status_incomplete') }) : ts('badge', { count: badge }));
  return (
    <>
      <span>{t(entry.labelKey)}</span>
      {badge && (
        <span className={styles.badge} aria-label={badgeText ?? undefined} title={badgeText ?? undefined}>
          {badge}
        </span>
      )}
    </>
  );
}

/** One menu entry as a link, marked when it is the current page. */
export function MenuLink({
  entry,
  count,
  pathname,
  className,
  icon,
  onNavigate,
}: {
  entry: MenuEntry;
  count: number | null;
  pathname: string;
  className: string;
  icon?: ReactNode;
  onNavigate?: () => void;
}) {
  const active = isActive(entry.href, pathname);
  return (
    <PageLink
      href={entry.href}
      className={`${className} ${active ? styles.active : ''}`}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      data-menu={entry.name}
    >
      {icon}
      <MenuLabel entry={entry} count={count} />
    </PageLink>
  );
}
