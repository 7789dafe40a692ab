import { db, type Client } from '@/lib/db';
import type { LocationInput } from './schemas';
import { LOCATION_SELECT, toLocationDto } from './to-location-dto';

/** POST /api/metadata/locations: the account comes from the session, never from the body. */
export async function createLocation(accountId: number, input: LocationInput, client: Client = db) {
  const row = await client.deliveryLocation.create({ data: { ...input, accountId }, select: LOCATION_SELECT });
  return toLocationDto(row);
}
