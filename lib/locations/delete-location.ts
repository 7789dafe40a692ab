import { AppError } from '@/lib/api/errors';
import { db } from '@/lib/db';

/** DELETE /api/metadata/locations/{id}: only the caller's own account's locations. */
export async function deleteLocation(accountId: number, id: number) {
  const { count } = await db.deliveryLocation.deleteMany({ where: { id, accountId } });
  if (count === 0) throw new AppError('not_found');
  return { message: 'deleted' };
}
