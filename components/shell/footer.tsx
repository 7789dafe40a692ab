'use client';

import { useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { useCookieConsent } from './cookie-consent';
import { LegalLinks } from './legal-links';
import styles from './shell.module.css';
import { PageLink } from '@/components/ui/page-link';

/** The first brand's logo, shown by the other brands as "Powered by". */
const POWERED_BY_LOGO = '/brands/fuelmarket.svg';

/** Legal links, contact, the way back into the cookie settings, and "Powered by" for non-first brands. */
export function Footer() {
  const t = useTranslations('shell');
  const brand = useBrand();
  const { openSettings } = useCookieConsent();
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('legal')}>
        <ul className={styles.footerLinks}>
          <LegalLinks termsHref="/agb" />
          <li>
            <PageLink href="/kontakt">{t('contact')}</PageLink>
          </li>
          <li>
            <Button variant="link" onClick={openSettings} data-testid="cookie-settings-link">
              {t('cookieSettings')}
            </Button>
          </li>
        </ul>
      </nav>
      <span className={styles.muted}>{t('copyright', { year: new Date().getFullYear(), company: brand.company.name })}</span>
      {brand.poweredBy && (
        <span className={styles.poweredBy} data-testid="powered-by">
          {t('poweredBy')}
          <img src={POWERED_BY_LOGO} alt="Fuelmarket" />
        </span>
      )}
    </footer>
  );
}
