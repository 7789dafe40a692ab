'use client';

import { useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import type { BadgeKind, MenuEntry } from '@/lib/shell/menu';
import { MainMenu } from './main-menu';
import { UserMenu } from './user-menu';
import styles from './shell.module.css';
import { PageLink } from '@/components/ui/page-link';

interface Props {
  menu: MenuEntry[];
  counts: Record<BadgeKind, number | null>;
  pathname: string;
  userName: string;
  sideMenuOpen: boolean;
  onOpenSideMenu: () => void;
}

/** The fixed 80 px header: hamburger (small screens), brand logo, main menu (wide screens), user menu. */
export function Header({ menu, counts, pathname, userName, sideMenuOpen, onOpenSideMenu }: Props) {
  const t = useTranslations('shell');
  const brand = useBrand();
  return (
    <header className={styles.header}>
      <button
        type="button"
        className={styles.hamburger}
        onClick={onOpenSideMenu}
        aria-label={t('openMenu')}
        aria-expanded={sideMenuOpen}
        aria-controls="side-menu"
        data-testid="hamburger"
      >
        ☰
      </button>
      <PageLink href="/" className={styles.logo} aria-label={t('home')}>
        <img src={brand.logo} alt={brand.company.headline} />
      </PageLink>
      <MainMenu menu={menu} counts={counts} pathname={pathname} />
      <UserMenu name={userName} />
    </header>
  );
}
