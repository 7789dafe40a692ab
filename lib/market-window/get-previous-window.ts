import { db } from '@/lib/db';
import { toStored, type StoredWindow } from './issue-window';

/** The window issued before `window`, for the maximum price drop. */
export async function getPreviousWindow(platformId: string, window: StoredWindow): Promise<StoredWindow | null> {
  const row = await db.marketWindow.findFirst({ where: { platformId, created: { lt: window.created } }, orderBy: { created: 'desc' } });
  return row ? toStored(row) : null;
}
