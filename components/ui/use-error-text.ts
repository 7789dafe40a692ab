'use client';

import { useLocale, useMessages, useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/fetch-client';
import { textValues } from '@/lib/format/number';

/** The features whose messages keep the message keys of their calls under `errors`, with technical_error. */
type ErrorNamespace = 'relationships' | 'favourites';

/**
 * A failed call as a text of the feature's `errors`: the message key of `field` when the server
 * named that field, else the call's; the generic text for a key without one, or no answer at all.
 */
export function useErrorText(namespace: ErrorNamespace) {
  // The feature's texts only: its page sends the feature's namespace, not every message.
  const t = useTranslations(`${namespace}.errors`) as (key: string, values?: Record<string, string | number>) => string;
  const errors: Record<string, unknown> = useMessages()[namespace].errors;
  const locale = useLocale();
  return (error: unknown, field?: string) => {
    const problem = error instanceof ApiError ? error.problem : {};
    const key = (field && problem.fields?.[field]) || problem.message;
    return key && Object.hasOwn(errors, key) ? t(key, textValues(problem.data, locale)) : t('technical_error');
  };
}
