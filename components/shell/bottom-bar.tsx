'use client';

import { useTranslations } from 'next-intl';
import type { BadgeKind, MenuEntry } from '@/lib/shell/menu';
import { MenuIcon } from './menu-icon';
import { MenuLink } from './menu-link';
import styles from './shell.module.css';

/** What a trader opens most gets one of the slots; the hamburger panel has the rest. */
const PRIORITY = ['dashboard', 'market', 'offerManagement', 'orders', 'reports', 'buyerManagement', 'sellerManagement', 'contracts', 'childAccounts'];
const SLOTS = 4;
const rank = (entry: MenuEntry) => (PRIORITY.includes(entry.name) ? PRIORITY.indexOf(entry.name) : PRIORITY.length);

/** The entries with a slot, in the main menu's order, so both menus read alike. */
export function bottomBarEntries(menu: MenuEntry[]): MenuEntry[] {
  const chosen = new Set([...menu].sort((a, b) => rank(a) - rank(b)).slice(0, SLOTS));
  return menu.filter((entry) => chosen.has(entry));
}

/** The menu of screens below 992 px: a fixed bar at the bottom. */
export function BottomBar({ menu, counts, pathname }: { menu: MenuEntry[]; counts: Record<BadgeKind, number | null>; pathname: string }) {
  const t = useTranslations('shell');
  return (
    <nav className={styles.bottomBar} aria-label={t('bottomMenu')} data-testid="bottom-bar">
      {bottomBarEntries(menu).map((entry) => (
        <MenuLink
          key={entry.name}
          entry={entry}
          count={entry.badge ? counts[entry.badge] : null}
          pathname={pathname}
          className={styles.bottomLink}
          icon={<MenuIcon name={entry.name} />}
        />
      ))}
    </nav>
  );
}
