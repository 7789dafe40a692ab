'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CookieConsentProvider } from './cookie-consent';
import { LanguageSwitch } from './language-switch';
import { LegalLinks } from './legal-links';
import styles from './shell.module.css';

/** The simple layout: the view, the cookie banner, a language switch in the corner and the legal links below. */
export function SimpleShell({ children }: { children: ReactNode }) {
  const t = useTranslations('shell');
  return (
    <CookieConsentProvider>
      <div className={styles.simpleShell}>
        <div className={styles.simpleCorner}>
          <LanguageSwitch id="simple-language" />
        </div>
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
