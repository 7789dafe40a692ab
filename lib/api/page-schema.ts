import { z } from 'zod';

/** The page of a list the server pages, from a query: a whole number from 1 (the default) to 100,000, else `invalid_value`. */
export const pageSchema = z.coerce.number({ error: 'invalid_value' }).int('invalid_value').min(1, 'invalid_value').max(100_000, 'invalid_value').default(1);
