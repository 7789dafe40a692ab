'use client';

import { useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import type { Consent } from '@/lib/cookies/consent';
import styles from './shell.module.css';

/**
 * The first-visit cookie question (platform-shell 2): decline, accept or open the settings. It
 * follows the page (after the shell) and is held at the window's bottom while the page scrolls
 * (shell.module.css), so it covers the page's end only until the page is scrolled there: the
 * footer's legal links stay reachable on a phone, and no script measures it, so nothing moves
 * when the page's script starts.
 */
export function CookieBanner({ onChoose, onSettings }: { onChoose: (consent: Consent) => void; onSettings: () => void }) {
  const t = useTranslations('cookies');
  const privacy = useBrand().legal.privacy;

  return (
    <section className={styles.cookieBanner} role="region" aria-labelledby="cookie-banner-title" data-testid="cookie-banner">
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
