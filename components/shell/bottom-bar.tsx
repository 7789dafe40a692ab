'use client';

import { useTranslations } from 'next-intl';
import type { BadgeKind, MenuEntry } from '@/lib/shell/menu';
import { MenuLink } from './menu-link';
import styles from './shell.module.css';

/** What a trader opens most, first; the hamburger panel has the rest. */
const PRIORITY = ['dashboard', 'market', 'offerManagement', 'orders', 'reports', 'buyerManagement', 'sellerManagement', 'contracts', 'childAccounts'];
const SLOTS = 4;

export function bottomBarEntries(menu: MenuEntry[]): MenuEntry[] {
  return [...menu].sort((a, b) => PRIORITY.indexOf(a.name) - PRIORITY.indexOf(b.name)).slice(0, SLOTS);
}

/** The menu of screens below 992 px: a fixed bar at the bottom. */
export function BottomBar({ menu, counts, pathname }: { menu: MenuEntry[]; counts: Record<BadgeKind, number | null>; pathname: string }) {
  const t = useTranslations('shell');
  return (
    <nav className={styles.bottomBar} aria-label={t('bottomMenu')} data-testid="bottom-bar">
      {bottomBarEntries(menu).map((entry) => (
        <MenuLink key={entry.name} entry={entry} count={entry.badge ? counts[entry.badge] : null} pathname={pathname} className={styles.bottomLink} />
      ))}
    </nav>
  );
}
