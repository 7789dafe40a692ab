import { AppError } from '@/lib/api/errors';
import { db, type Client } from '@/lib/db';
import type { Favourite } from '@/lib/generated/prisma/client';
import type { FavouriteUpdate } from './schemas';

/** A favourite as GET /api/favourites lists it. */
export function favouriteDto(f: Favourite) {
  return { _id: f.id, name: f.name, products: f.productIds, regions: f.regionIds, terminals: f.terminalIds, sellers: f.sellerIds };
}

/**
 * The ids a favourite names must exist where the buyer trades: fuels, regions and terminals of
 * its platform, sellers of its platform. An unknown one is bad input (400) naming its field.
 * Read through `client`: a keyed call's transaction reads on its own connection, taking no second one.
 */
export async function checkFavouriteReferences(platformId: string, input: FavouriteUpdate, client: Client = db) {
  const [products, regions, terminals, sellers] = await Promise.all([
    input.products?.length ? client.product.findMany({ where: { id: { in: input.products }, type: 'FUEL' }, select: { id: true } }) : [],
    input.regions?.length ? client.region.findMany({ where: { id: { in: input.regions }, platformId }, select: { id: true } }) : [],
    input.terminals?.length ? client.terminal.findMany({ where: { id: { in: input.terminals }, region: { platformId } }, select: { id: true } }) : [],
    input.sellers?.length ? client.account.findMany({ where: { id: { in: input.sellers }, platformId, type: 'SELLER' }, select: { id: true } }) : [],
  ]);
  const fields: Record<string, string> = {};
  const check = (field: keyof FavouriteUpdate, given: number[] | undefined, found: { id: number }[], key: string) => {
    const known = new Set(found.map((f) => f.id));
    given?.forEach((id, i) => {
      if (!known.has(id)) fields[`${field}.${i}`] ??= key;
    });
  };
  check('products', input.products, products, 'product_required');
  check('regions', input.regions, regions, 'region_required');
  check('terminals', input.terminals, terminals, 'terminal_required');
  check('sellers', input.sellers, sellers, 'seller_required');
  if (Object.keys(fields).length) throw new AppError('validation', 'validation_failed', undefined, fields);
}

/** The caller's own favourite; another user's is not found, as one that never was. */
export async function findOwnFavourite(userId: number, id: number) {
  const favourite = await db.favourite.findFirst({ where: { id, userId } });
  if (!favourite) throw new AppError('not_found', 'favourite_not_found');
  return favourite;
}
