import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { checkFavouriteReferences, favouriteDto, findOwnFavourite } from './favourite-record';
import type { FavouriteUpdate } from './schemas';

/** PUT /api/favourites/{id}: a rename, or the wizard run again on an existing favourite. */
export async function updateFavourite(user: SessionUser, id: number, input: FavouriteUpdate) {
  await findOwnFavourite(user.userId, id);
  await checkFavouriteReferences(user.platformId, input);
  const updated = await db.favourite.update({
    where: { id },
    data: { name: input.name, productIds: input.products, regionIds: input.regions, terminalIds: input.terminals, sellerIds: input.sellers },
  });
  return favouriteDto(updated);
}
