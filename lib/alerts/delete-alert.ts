import { AppError } from '@/lib/api/errors';
import { db } from '@/lib/db';

/** Deletes one of the caller's own alerts; someone else's id is answered like an unknown one. */
export async function deleteAlert(userId: number, id: number): Promise<{ success: true }> {
  const { count } = await db.priceAlert.deleteMany({ where: { id, userId } });
  if (count === 0) throw new AppError('not_found');
  return { success: true };
}
