import { db } from '@/lib/db';
import { LOCATION_ORDER, LOCATION_SELECT, toLocationDto } from './to-location-dto';

/** GET /api/metadata/locations: the delivery locations of the caller's account. */
export async function listLocations(accountId: number) {
  const rows = await db.deliveryLocation.findMany({ where: { accountId }, select: LOCATION_SELECT, orderBy: [...LOCATION_ORDER] });
  return rows.map(toLocationDto);
}
