'use client';

import { useMessages } from 'next-intl';
import { ApiError } from '@/lib/api/fetch-client';

/**
 * A failed call as the operator's texts say it: the answer's message, or the generic one, and each
 * field's; a field key the operator has no text for stays a key, which the form's fields translate
 * from the shared validation texts (required, too_long, ...).
 */
export function useOperatorErrors() {
  const errors = (useMessages().operator as { errors: Record<string, string> }).errors;
  return (error: unknown) => {
    if (!error) return { message: null, fields: {} as Record<string, string> };
    const problem = error instanceof ApiError ? error.problem : undefined;
    const fields = Object.fromEntries(Object.entries(problem?.fields ?? {}).map(([field, key]) => [field, (key && errors[key]) || key]));
    const message = (problem?.message && errors[problem.message]) || errors.technical_error;
    return { message: Object.keys(fields).length ? null : message, fields };
  };
}
