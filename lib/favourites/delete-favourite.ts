import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { findOwnFavourite } from './favourite-record';

/** DELETE /api/favourites/{id}: the caller's own favourite only. */
export async function deleteFavourite(user: SessionUser, id: number) {
  await findOwnFavourite(user.userId, id);
  await db.favourite.deleteMany({ where: { id, userId: user.userId } });
  return { success: true };
}
