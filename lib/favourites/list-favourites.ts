import { db } from '@/lib/db';
import { favouriteDto } from './favourite-record';

/** GET /api/favourites: the caller's own favourite market lists (trading-domain 3). */
export async function listFavourites(userId: number) {
  const rows = await db.favourite.findMany({ where: { userId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  return { config: rows.map(favouriteDto) };
}
