'use client';

import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/fetch-client';

/** A failed call's message key as text of the relationships namespace, or the generic one. */
export function useErrorText() {
  const t = useTranslations('relationships');
  return (error: unknown) => {
    const key = error instanceof ApiError ? error.problem.message : undefined;
    return key && t.has(`errors.${key}` as never) ? t(`errors.${key}` as never) : t('errors.technical_error');
  };
}
