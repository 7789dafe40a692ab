'use client';

import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';

/**
 * Whether the page before this one in the tab's history is one of this site: the page was loaded
 * from one (the referrer), or reached by an in-app navigation since the tab's last full load.
 */
function cameFromThisSite(): boolean {
  const [load] = performance.getEntriesByType('navigation');
  return window.history.length > 1 && (document.referrer.startsWith(window.location.origin) || (load !== undefined && load.name !== window.location.href));
}

/** "Zurück": to the page of this site the reader came from, else to the start page (a link opened in a new tab or typed). */
export function BackLink({ className }: { className?: string }) {
  const t = useTranslations('shell');
  function back(e: MouseEvent) {
    if (!cameFromThisSite()) return;
    e.preventDefault();
    window.history.back();
  }
  return (
    // eslint-disable-next-line @next/next/no-html-link-for-pages -- a plain link keeps next/link's client code off the login page (legal-links.tsx)
    <a href="/" className={className} onClick={back} data-testid="back-link">
      <span aria-hidden="true">‹ </span>
      {t('back')}
    </a>
  );
}
