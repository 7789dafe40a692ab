'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './ui.module.css';

interface Tab<K extends string> {
  key: K;
  label: ReactNode;
}

interface Props<K extends string> {
  /** What the tabs choose between, for screen readers ("Einstellungen"). */
  label: string;
  tabs: readonly Tab<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** The selected tab's content. */
  children: ReactNode;
}

/**
 * Tabs by the ARIA pattern: the arrow keys, Home and End move between the tabs and choose one, Tab
 * goes on into the panel. When the tabs are wider than the screen the row scrolls, and a fade
 * with an arrow at the side that hides tabs says there are more.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children }: Props<K>) {
  const t = useTranslations('common');
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState({ start: false, end: false });

  useEffect(() => {
    const row = list.current;
    if (!row) return;
    // A pixel of rounding is not a hidden tab.
    const measure = () => setHidden({ start: row.scrollLeft > 1, end: row.scrollLeft + row.clientWidth < row.scrollWidth - 1 });
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(row);
    return () => {
      row.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, []);

  const choose = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    onSelect(tab.key);
    const button = list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-tab-${tab.key}`)}`);
    button?.focus();
    button?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const current = tabs.findIndex((tab) => tab.key === selected);
    const target = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (target === undefined) return;
    e.preventDefault();
    choose(target);
  };

  return (
    <div className={styles.tabs}>
      <div className={styles.tabRow} data-hidden-start={hidden.start || undefined} data-hidden-end={hidden.end || undefined}>
        <div ref={list} role="tablist" aria-label={label} className={styles.tabList} onKeyDown={onKeyDown}>
          {tabs.map((tab) => (
            <button
              key={tab.key}
              id={`${id}-tab-${tab.key}`}
              type="button"
              role="tab"
              aria-selected={tab.key === selected}
              aria-controls={`${id}-panel`}
              tabIndex={tab.key === selected ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        {hidden.end && (
          <span className={styles.tabMore} data-testid="tabs-more" title={t('moreTabs')} aria-hidden="true">
            ›
          </span>
        )}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${selected}`} tabIndex={0} className={styles.tabPanel}>
        {children}
      </div>
    </div>
  );
}
