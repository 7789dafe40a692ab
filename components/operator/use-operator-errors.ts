'use client';

import { useMessages } from 'next-intl';
import { ApiError } from '@/lib/api/fetch-client';

/** A failed call as the operator's texts say it: the answer's message and each field's, or the generic one. */
export function useOperatorErrors() {
  const errors = (useMessages().operator as { errors: Record<string, string> }).errors;
  const text = (key: string | undefined) => (key && errors[key]) || key || errors.technical_error;
  return (error: unknown) => {
    if (!error) return { message: null, fields: {} as Record<string, string> };
    const problem = error instanceof ApiError ? error.problem : undefined;
    const fields = Object.fromEntries(Object.entries(problem?.fields ?? {}).map(([field, key]) => [field, text(key)]));
    return { message: Object.keys(fields).length ? null : text(problem?.message), fields };
  };
}
