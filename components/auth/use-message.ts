'use client';

import { useMessages, useTranslations } from 'next-intl';
import { isKeyOf } from '@/lib/i18n/keys';

/**
 * Turns a message key from the server or next-auth into text: auth keys first (login refusals),
 * then the shared field and error keys. An unknown key falls back to the generic technical error.
 */
export function useMessage() {
  const auth = useTranslations('auth');
  const validation = useTranslations('validation');
  const errors = useTranslations('errors');
  const messages = useMessages();
  return (key: string | null | undefined): string | null => {
    if (!key) return null;
    if (isKeyOf(messages.auth, key)) return auth(key);
    if (isKeyOf(messages.validation, key)) return validation(key);
    if (isKeyOf(messages.errors, key)) return errors(key);
    return errors('technical_error');
  };
}
