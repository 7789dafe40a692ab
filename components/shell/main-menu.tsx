'use client';

import { useTranslations } from 'next-intl';
import { useLayoutEffect, useRef, useState } from 'react';
import { fittingEntries } from '@/lib/shell/fit-menu';
import type { BadgeKind, MenuEntry } from '@/lib/shell/menu';
import { MenuLabel, MenuLink } from './menu-link';
import { MoreMenu } from './more-menu';
import styles from './shell.module.css';

const width = (element: Element) => element.getBoundingClientRect().width;

/**
 * The header menu of wide screens (992 px and more). The entries that do not fit beside the logo
 * and the user menu move, from the end, into "Mehr": the menu never clips or scrolls sideways. An
 * invisible copy of every entry (and of the "Mehr" button) keeps their widths measurable while
 * they are in "Mehr"; a ResizeObserver on it and on the menu refits when the window, a label (the
 * language, a badge) or the font changes.
 */
export function MainMenu({ menu, counts, pathname }: { menu: MenuEntry[]; counts: Record<BadgeKind, number | null>; pathname: string }) {
  const t = useTranslations('shell');
  const row = useRef<HTMLDivElement>(null);
  const ruler = useRef<HTMLDivElement>(null);
  // null until measured: the server's render shows every entry, clipped until the first fit. With
  // the entries shown, the menu's width they were fitted to.
  const [fitted, setFitted] = useState<{ shown: number; width: number } | null>(null);
  const shown = fitted?.shown ?? menu.length;

  useLayoutEffect(() => {
    const space = row.current!.parentElement!;
    const [more, ...entries] = Array.from(ruler.current!.children);
    const fit = () => {
      const gap = parseFloat(getComputedStyle(row.current!).columnGap) || 0;
      const room = width(space);
      setFitted({ shown: fittingEntries(entries.map(width), room, width(more), gap), width: Math.round(room) });
    };
    const observer = new ResizeObserver(fit);
    [space, more, ...entries].forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, [menu]);

  const count = (entry: MenuEntry) => (entry.badge ? counts[entry.badge] : null);
  return (
    <nav className={styles.mainNav} aria-label={t('mainMenu')} data-fitted={fitted !== null} data-fitted-width={fitted?.width}>
      <div ref={row} className={styles.navRow}>
        {menu.slice(0, shown).map((entry) => (
          <MenuLink key={entry.name} entry={entry} count={count(entry)} pathname={pathname} className={styles.navLink} />
        ))}
      </div>
      {shown < menu.length && <MoreMenu entries={menu.slice(shown)} counts={counts} pathname={pathname} />}
      <div className={styles.navRuler} aria-hidden="true">
        <div ref={ruler}>
          <span className={styles.navLink}>
            {t('more')}
            <span className={styles.moreDot} />
            <span>▾</span>
          </span>
          {menu.map((entry) => (
            <span key={entry.name} className={styles.navLink}>
              <MenuLabel entry={entry} count={count(entry)} />
            </span>
          ))}
        </div>
      </div>
    </nav>
  );
}
