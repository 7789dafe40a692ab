/**
 * PostgreSQL's `integer`, the type of every id: a larger one names no row, and the database would
 * refuse the query. Here, free of zod, as the browser checks ids of its addresses too.
 */
export const MAX_ID = 2_147_483_647;

/** An id from a browser address (`?childAccount=7`), or null when it names no row. */
export function positiveId(text: string | null): number | null {
  if (text === null || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}
