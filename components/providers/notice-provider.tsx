'use client';

import { useTranslations } from 'next-intl';
import { createContext, useCallback, useRef, useState, type ReactNode } from 'react';
import styles from '@/components/ui/ui.module.css';

interface Notice {
  id: number;
  kind: 'saved' | 'failed';
  text: string;
}

export const NoticeContext = createContext<((kind: Notice['kind'], text: string) => void) | null>(null);

/** A saved notice goes after this long; a failure stays until the user closes it, so it is read. */
const SAVED_NOTICE_MS = 5_000;

/**
 * The notices of the signed-in pages, bottom right: a save in a live region that is announced
 * politely, a failed save as an alert. Both regions are always there, so that screen readers
 * announce what is put into them.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('common');
  const [notices, setNotices] = useState<Notice[]>([]);
  const next = useRef(0);
  const dismiss = useCallback((id: number) => setNotices((all) => all.filter((n) => n.id !== id)), []);
  const show = useCallback(
    (kind: Notice['kind'], text: string) => {
      const id = ++next.current;
      // The newest three: a burst of saves does not cover the screen.
      setNotices((all) => [...all.slice(-2), { id, kind, text }]);
      if (kind === 'saved') setTimeout(() => dismiss(id), SAVED_NOTICE_MS);
    },
    [dismiss],
  );
  const list = (kind: Notice['kind']) =>
    notices
      .filter((n) => n.kind === kind)
      .map((n) => (
        <div key={n.id} className={`${styles.notice} ${styles[kind]}`} data-testid={`notice-${kind}`}>
          <span>{n.text}</span>
          <button type="button" className={styles.noticeClose} aria-label={t('close')} onClick={() => dismiss(n.id)}>
            ×
          </button>
        </div>
      ));
  return (
    <NoticeContext value={show}>
      {children}
      <div className={styles.notices}>
        <div role="status">{list('saved')}</div>
        <div role="alert">{list('failed')}</div>
      </div>
    </NoticeContext>
  );
}
