import { AppError } from '@/lib/api/errors';
import { db } from '@/lib/db';
import type { LocationInput } from './schemas';
import { LOCATION_SELECT, toLocationDto } from './to-location-dto';

/** PUT /api/metadata/locations/{id}: another account's location is answered like a missing one. */
export async function updateLocation(accountId: number, id: number, input: LocationInput & { _id: number }) {
  const { _id, ...address } = input;
  if (_id !== id) throw new AppError('validation', 'validation_failed', undefined, { _id: 'id_mismatch' });
  const { count } = await db.deliveryLocation.updateMany({ where: { id, accountId }, data: address });
  if (count === 0) throw new AppError('not_found');
  return toLocationDto(await db.deliveryLocation.findUniqueOrThrow({ where: { id }, select: LOCATION_SELECT }));
}
