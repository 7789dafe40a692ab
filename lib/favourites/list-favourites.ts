import { db } from '@/lib/db';

/** GET /api/favourites: the caller's own favourite market lists (trading-domain 3). */
export async function listFavourites(userId: number) {
  const rows = await db.favourite.findMany({ where: { userId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  return {
    config: rows.map((f) => ({ _id: f.id, name: f.name, products: f.productIds, regions: f.regionIds, terminals: f.terminalIds, sellers: f.sellerIds })),
  };
}
