'use client';

import { useTranslations } from 'next-intl';
import type { BadgeKind, MenuEntry } from '@/lib/shell/menu';
import { MenuLink } from './menu-link';
import styles from './shell.module.css';

/** The header menu of wide screens (992 px and more). */
export function MainMenu({ menu, counts, pathname }: { menu: MenuEntry[]; counts: Record<BadgeKind, number | null>; pathname: string }) {
  const t = useTranslations('shell');
  return (
    <nav className={styles.mainNav} aria-label={t('mainMenu')}>
      {menu.map((entry) => (
        <MenuLink key={entry.name} entry={entry} count={entry.badge ? counts[entry.badge] : null} pathname={pathname} className={styles.navLink} />
      ))}
    </nav>
  );
}
