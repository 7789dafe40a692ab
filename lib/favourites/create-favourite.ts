import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db, inTransaction, type Client } from '@/lib/db';
import { checkFavouriteReferences, favouriteDto } from './favourite-record';
import { MAX_FAVOURITES, type FavouriteInput } from './schemas';

/** POST /api/favourites: the wizard's last step saves the buyer's new favourite market (in the Idempotency-Key's transaction when `client` is one). */
export async function createFavourite(user: SessionUser, input: FavouriteInput, client: Client = db) {
  await checkFavouriteReferences(user.platformId, input, client);
  const created = await inTransaction(client, async (tx) => {
    // The user's row is the lock that keeps two parallel saves under the limit.
    await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${user.userId} FOR UPDATE`;
    if ((await tx.favourite.count({ where: { userId: user.userId } })) >= MAX_FAVOURITES) {
      throw new AppError('conflict', 'favourites_limit_reached', { max: MAX_FAVOURITES });
    }
    return tx.favourite.create({
      data: {
        userId: user.userId,
        name: input.name,
        productIds: input.products,
        regionIds: input.regions,
        terminalIds: input.terminals,
        sellerIds: input.sellers,
      },
    });
  });
  return favouriteDto(created);
}
