'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';

/** "Zurück": to the page of this site the reader came from, else to the start page (a link opened in a new tab or typed). */
export function BackLink({ className }: { className?: string }) {
  const t = useTranslations('shell');
  function back(e: MouseEvent) {
    if (!document.referrer.startsWith(window.location.origin) || window.history.length < 2) return;
    e.preventDefault();
    window.history.back();
  }
  return (
    <Link href="/" className={className} onClick={back} data-testid="back-link">
      <span aria-hidden="true">‹ </span>
      {t('back')}
    </Link>
  );
}
