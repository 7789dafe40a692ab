import { z } from 'zod';

/** PostgreSQL's `integer`, the type of every id: a larger one names no row, and the database would refuse the query. */
export const MAX_ID = 2_147_483_647;

/** An id from a path, query or body (text or number): a whole number from 1 to MAX_ID, else `key`. */
export function idSchema(key = 'invalid_id') {
  return z.coerce.number({ error: key }).int(key).positive(key).max(MAX_ID, key);
}

/** The same for JSON bodies, where an id must be a number. */
export function bodyIdSchema(key = 'invalid_id') {
  return z.number({ error: key }).int(key).positive(key).max(MAX_ID, key);
}
