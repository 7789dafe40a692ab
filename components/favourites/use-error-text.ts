'use client';

import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/fetch-client';

/** A failed favourite call as text: the name field's message key, else the call's, else the generic one. */
export function useFavouriteErrorText() {
  const t = useTranslations('favourites');
  return (error: unknown) => {
    const problem = error instanceof ApiError ? error.problem : {};
    const key = problem.fields?.name ?? problem.message;
    return key && t.has(`errors.${key}` as never) ? t(`errors.${key}` as never) : t('errors.technical_error');
  };
}
