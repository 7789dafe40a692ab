'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { BadgeKind, MenuEntry } from '@/lib/shell/menu';
import { MenuLink } from './menu-link';
import styles from './shell.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  menu: MenuEntry[];
  counts: Record<BadgeKind, number | null>;
  pathname: string;
}

/** The hamburger panel with every entry; closes on Escape, on the backdrop and when a link is followed. */
export function SideMenu({ open, onClose, menu, counts, pathname }: Props) {
  const t = useTranslations('shell');
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <nav ref={panel} id="side-menu" className={styles.sidePanel} aria-label={t('mainMenu')} data-testid="side-menu">
        <div className={styles.sidePanelHeader}>
          <strong>{t('mainMenu')}</strong>
          <button type="button" className={styles.hamburger} onClick={onClose} aria-label={t('closeMenu')}>
            ×
          </button>
        </div>
        {menu.map((entry) => (
          <MenuLink key={entry.name} entry={entry} count={entry.badge ? counts[entry.badge] : null} pathname={pathname} className="" onNavigate={onClose} />
        ))}
      </nav>
    </>
  );
}
