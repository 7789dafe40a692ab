'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import type { Consent } from '@/lib/cookies/consent';
import styles from './shell.module.css';

/** How far the page's end must stay above the bottom of the window to be read beside the banner. */
export const BANNER_SPACE = '--cookie-banner-space';

/**
 * The first-visit cookie question (platform-shell 2): decline, accept or open the settings. While
 * it shows, the page keeps its end above it (the layouts pad their bottom by BANNER_SPACE), so
 * the footer's legal links stay reachable on a phone before a choice is made.
 */
export function CookieBanner({ onChoose, onSettings }: { onChoose: (consent: Consent) => void; onSettings: () => void }) {
  const t = useTranslations('cookies');
  const privacy = useBrand().legal.privacy;
  const banner = useRef<HTMLElement>(null);

  const reserveSpace = () => {
    const top = banner.current?.getBoundingClientRect().top;
    if (top !== undefined) document.documentElement.style.setProperty(BANNER_SPACE, `${Math.max(window.innerHeight - top, 0)}px`);
  };
  // After every render: a language change rewraps the text.
  useLayoutEffect(reserveSpace);
  useEffect(() => {
    window.addEventListener('resize', reserveSpace);
    // The banner's own height can change after its render (a font arriving rewraps the text).
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserveSpace);
    if (banner.current) resized?.observe(banner.current);
    return () => {
      resized?.disconnect();
      window.removeEventListener('resize', reserveSpace);
      document.documentElement.style.removeProperty(BANNER_SPACE);
    };
  }, []);

  return (
    <section ref={banner} className={styles.cookieBanner} role="region" aria-labelledby="cookie-banner-title" data-testid="cookie-banner">
      <div className={styles.cookieText}>
        <h2 id="cookie-banner-title">{t('bannerTitle')}</h2>
        <p>{t.rich('bannerText', { privacy: (chunks) => <a href={privacy}>{chunks}</a> })}</p>
      </div>
      <div className={styles.cookieButtons}>
        <Button variant="secondary" onClick={() => onChoose('necessary')}>
          {t('decline')}
        </Button>
        <Button variant="secondary" onClick={onSettings}>
          {t('settings')}
        </Button>
        <Button onClick={() => onChoose('analytical')}>{t('accept')}</Button>
      </div>
    </section>
  );
}
