'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { badgeLabel } from '@/lib/shell/badge';
import type { BadgeKind, MenuEntry } from '@/lib/shell/menu';
import { isActive, MenuLink } from './menu-link';
import styles from './shell.module.css';

const linksIn = (list: HTMLElement | null) => Array.from(list?.querySelectorAll<HTMLAnchorElement>('li a') ?? []);

/**
 * "Mehr": the main-menu entries that do not fit in the header, as a button that opens their list.
 * Escape closes it and gives the focus back to the button; the arrow keys open it and move
 * through its entries; a click outside or a followed link closes it. The button is marked when
 * the current page or a badge is in the list, so nothing the header would show goes unseen.
 */
export function MoreMenu({ entries, counts, pathname }: { entries: MenuEntry[]; counts: Record<BadgeKind, number | null>; pathname: string }) {
  const t = useTranslations('shell');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Where the arrow key that opened the list wants the focus, once its links are there.
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen.current) {
      const all = linksIn(root.current);
      all[focusOnOpen.current === 'first' ? 0 : all.length - 1]?.focus();
      focusOnOpen.current = null;
    }
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const step = e.key === 'ArrowDown' ? 1 : -1;
    if (!open) {
      focusOnOpen.current = step === 1 ? 'first' : 'last';
      setOpen(true);
      return;
    }
    const all = linksIn(root.current);
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    all[at === -1 ? (step === 1 ? 0 : all.length - 1) : (at + step + all.length) % all.length]?.focus();
  }

  const close = () => setOpen(false);
  const count = (entry: MenuEntry) => (entry.badge ? counts[entry.badge] : null);
  const holdsCurrent = entries.some((entry) => isActive(entry.href, pathname));
  const holdsBadge = entries.some((entry) => entry.badge && badgeLabel(count(entry)));
  return (
    <div
      className={styles.more}
      ref={root}
      onKeyDown={onKeyDown}
      onBlur={(e) => !root.current?.contains(e.relatedTarget as Node | null) && close()}
      data-testid="more-menu"
    >
      <button
        ref={button}
        type="button"
        className={`${styles.navLink} ${styles.moreButton} ${holdsCurrent ? styles.active : ''}`}
        aria-expanded={open}
        aria-controls="more-menu-list"
        onClick={() => setOpen((v) => !v)}
      >
        {t('more')}
        {holdsBadge && <span className={styles.moreDot} aria-hidden="true" />}
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul id="more-menu-list" className={styles.dropdown}>
          {entries.map((entry) => (
            <li key={entry.name}>
              <MenuLink entry={entry} count={count(entry)} pathname={pathname} className={styles.moreLink} onNavigate={close} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
