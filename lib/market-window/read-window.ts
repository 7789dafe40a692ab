import { sql } from '@/lib/db';
import { toStored, WINDOW_COLUMNS, type StoredWindow, type WindowRow } from './issue-window';

/** The window `id` and its platform; null when there is none. */
export async function getWindow(id: number): Promise<(StoredWindow & { platformId: string }) | null> {
  const [row] = await sql<WindowRow & { platformId: string }>`SELECT ${WINDOW_COLUMNS} FROM "MarketWindow" WHERE "id" = ${id}`;
  return row ? { ...toStored(row), platformId: row.platformId } : null;
}

/** The window issued before `window`, for the maximum price drop. */
export async function getPreviousWindow(platformId: string, window: StoredWindow): Promise<StoredWindow | null> {
  const [row] = await sql<WindowRow>`
    SELECT ${WINDOW_COLUMNS} FROM "MarketWindow" WHERE "platformId" = ${platformId} AND "created" < ${window.created}::timestamp
    ORDER BY "created" DESC LIMIT 1`;
  return row ? toStored(row) : null;
}
