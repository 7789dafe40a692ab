'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { BackLink } from './back-link';
import type { Consent } from '@/lib/cookies/consent';
import { CookieConsentProvider } from './cookie-consent';
import { LanguageSwitch } from './language-switch';
import { LegalLinks } from './legal-links';
import { isReadOnTheWay } from './read-on-the-way';
import styles from './shell.module.css';

/**
 * The simple layout: the view, the cookie banner, a language switch (in the corner, or in the legal
 * pages' header, with "Zurück" to `backHref` unless the tab's history knows better) and the legal
 * links below.
 */
export function SimpleShell({ children, backHref, consent }: { children: ReactNode; backHref: string; consent: Consent | null }) {
  const t = useTranslations('shell');
  const brand = useBrand();
  const withHeader = isReadOnTheWay(usePathname());
  return (
    <CookieConsentProvider initial={consent}>
      <div className={styles.simpleShell}>
        {withHeader ? (
          <header className={styles.simpleHeader}>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a plain link keeps next/link's client code off the login page (legal-links.tsx) */}
            <a href="/" className={styles.logo} aria-label={t('home')}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a small static SVG logo */}
              <img src={brand.logo} alt={brand.company.headline} />
            </a>
            <BackLink className={styles.backLink} href={backHref} />
            <LanguageSwitch id="simple-language" />
          </header>
        ) : (
          <div className={styles.simpleCorner}>
            <LanguageSwitch id="simple-language" />
          </div>
        )}
        {children}
        <nav aria-label={t('legal')}>
          <ul className={styles.simpleLegalLinks}>
            <LegalLinks />
          </ul>
        </nav>
      </div>
    </CookieConsentProvider>
  );
}
