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

/**
 * "Zurück": back in the tab's history to the page of this site the reader came from, else to `href`
 * (the server's guess from the request: the referring page of this site, or the start page), which
 * is also where it leads before the page's script runs.
 */
export function BackLink({ className, href }: { className?: string; href: string }) {
  const t = useTranslations('shell');
  function back(e: MouseEvent) {
    if (!cameFromThisSite()) return;
    e.preventDefault();
    window.history.back();
  }
  return (
    <a href={href} className={className} onClick={back} data-testid="back-link">
      <span aria-hidden="true">‹ </span>
      {t('back')}
    </a>
  );
}
