'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { apiFetch } from '@/lib/api/fetch-client';
import { LOCALE_COOKIE, type Locale } from '@/lib/i18n/locales';
import styles from './shell.module.css';

const LABELS: Record<Locale, 'languageDe' | 'languageDeCh' | 'languageEn'> = { de: 'languageDe', 'de-CH': 'languageDeCh', en: 'languageEn' };

/**
 * de / en, plus de-CH for the oil pool brand; the choice is a cookie the server reads (no locale in
 * the URL). Signed in (`remember`), it is also kept with the user, whose mails are then written in it.
 */
export function LanguageSwitch({ id = 'language-switch', remember = false }: { id?: string; remember?: boolean }) {
  const t = useTranslations('shell');
  const locale = useLocale();
  const router = useRouter();
  const brand = useBrand();
  const [pending, startTransition] = useTransition();
  const locales: Locale[] = brand.kind === 'oilPool' ? ['de-CH', 'de', 'en'] : ['de', 'en'];

  function choose(next: Locale) {
    document.cookie = `${LOCALE_COOKIE}=${next}; Max-Age=${365 * 24 * 60 * 60}; Path=/; SameSite=Lax`;
    // The page switches language whatever happens to this call; the mails stay in the last language kept.
    if (remember) apiFetch('/api/user/locale', { method: 'PUT', body: { locale: next } }).catch(() => undefined);
    startTransition(() => router.refresh());
  }

  return (
    <div className={styles.languageSwitch}>
      <label htmlFor={id}>{t('language')}</label>
      <select id={id} value={locale} disabled={pending} onChange={(e) => choose(e.target.value as Locale)} data-testid="language-switch">
        {locales.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(LABELS[l])}
          </option>
        ))}
      </select>
    </div>
  );
}
