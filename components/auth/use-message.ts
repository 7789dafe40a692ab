'use client';

import { useTranslations } from 'next-intl';

/**
 * Turns a message key from the server or next-auth into text: auth keys first (login refusals),
 * then the shared field and error keys. An unknown key falls back to the generic technical error.
 */
export function useMessage() {
  const auth = useTranslations('auth');
  const validation = useTranslations('validation');
  const errors = useTranslations('errors');
  return (key: string | null | undefined): string | null => {
    if (!key) return null;
    if (auth.has(key as never)) return auth(key as never);
    if (validation.has(key as never)) return validation(key as never);
    if (errors.has(key as never)) return errors(key as never);
    return errors('technical_error');
  };
}
