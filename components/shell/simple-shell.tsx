'use client';

import type { ReactNode } from 'react';
import { CookieConsentProvider } from './cookie-consent';
import { LanguageSwitch } from './language-switch';
import styles from './shell.module.css';

/** The simple layout: only the view, the cookie banner and a language switch in the corner. */
export function SimpleShell({ children }: { children: ReactNode }) {
  return (
    <CookieConsentProvider>
      <div className={styles.simpleCorner}>
        <LanguageSwitch id="simple-language" />
      </div>
      {children}
    </CookieConsentProvider>
  );
}
