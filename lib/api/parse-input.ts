import type { ZodType } from 'zod';
import { AppError } from './errors';
import { fieldProblems } from './field-problems';

/**
 * Parses input with a zod schema, refusing it as withApi refuses a bad body: 400 validation_failed
 * with the first message key per field. For bodies whose schema the path chooses (the catalogue's kind).
 */
export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError('validation', 'validation_failed', undefined, fieldProblems(result.error.issues));
}
