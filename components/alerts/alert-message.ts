'use client';

import { useMessages, useTranslations } from 'next-intl';
import { isKeyOf } from '@/lib/i18n/keys';

/** The text of a field message key from the form or the server: the alerts' own, else a generic one. */
export function useAlertMessage() {
  const t = useTranslations('alerts.errors');
  const tv = useTranslations('validation');
  const messages = useMessages();
  return (key: string | undefined | null) => {
    if (!key) return null;
    if (isKeyOf(messages.alerts.errors, key)) return t(key);
    return isKeyOf(messages.validation, key) ? tv(key) : tv('invalid_value');
  };
}
