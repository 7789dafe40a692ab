import { ApiError } from '@/lib/api/fetch-client';

/** Field name -> message key, as the server's 400 answers and the forms show them. */
export type FieldErrors = Record<string, string>;

/** The field errors and the message key of a failed call (a network failure is a technical error). */
export function apiProblem(error: unknown): { fields: FieldErrors; message: string } {
  if (error instanceof ApiError) return { fields: error.problem.fields ?? {}, message: error.problem.message ?? 'technical_error' };
  return { fields: {}, message: 'technical_error' };
}

/** platform-shell 5: a user save sends only the fields that are filled in. */
export function nonEmpty<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => !(v === undefined || v === null || (typeof v === 'string' && v.trim() === ''))),
  ) as Partial<T>;
}
