'use client';

import { useLocale, useMessages, useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/fetch-client';
import { isKeyOf, type ErrorKey } from '@/lib/i18n/keys';
import { textValues, type TextValues } from '@/lib/format/number';

interface Options {
  /** Values the screen words for the text (volumes in the reader's format, trigger days named). */
  values?: (data: Record<string, unknown> | undefined) => TextValues | undefined;
  /** The text when the answer names no known refusal, or there was no answer at all. */
  fallback?: ErrorKey;
}

/**
 * A failed call as the user's text: the shared error text its problem names, with the problem's
 * data as the text's values; the generic technical error for anything else.
 */
export function useProblemText() {
  const t = useTranslations('errors');
  const texts = useMessages().errors;
  const locale = useLocale();
  return (error: unknown, { values, fallback = 'technical_error' }: Options = {}) => {
    const problem = error instanceof ApiError ? error.problem : {};
    if (!isKeyOf(texts, problem.message)) return t(fallback);
    return t(problem.message, { ...textValues(problem.data, locale), ...values?.(problem.data) });
  };
}
