import { MAX_ID } from '../ids';

/** An id from a browser address (`?childAccount=7`), or null when it names no row. */
export function positiveId(text: string | null): number | null {
  if (text === null || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}
