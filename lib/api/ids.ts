import { z } from 'zod';
import { MAX_ID } from './domain/positive-id';

/** An id from a path, query or body (text or number): a whole number from 1 to MAX_ID, else `key`. */
export function idSchema(key = 'invalid_id') {
  return z.coerce.number({ error: key }).int(key).positive(key).max(MAX_ID, key);
}

/** The same for JSON bodies, where an id must be a number. */
export function bodyIdSchema(key = 'invalid_id') {
  return z.number({ error: key }).int(key).positive(key).max(MAX_ID, key);
}
