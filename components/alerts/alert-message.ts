'use client';

import { useTranslations } from 'next-intl';

/** The text of a field message key from the form or the server: the alerts' own, else a generic one. */
export function useAlertMessage() {
  const t = useTranslations('alerts.errors');
  const tv = useTranslations('validation');
  return (key: string | undefined | null) => {
    if (!key) return null;
    if (t.has(key as never)) return t(key as never);
    return tv.has(key as never) ? tv(key as never) : tv('invalid_value');
  };
}
