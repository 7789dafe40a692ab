import type { DeliveryLocationDto } from './schemas';

export const LOCATION_SELECT = {
  id: true,
  company: true,
  street: true,
  postCode: true,
  city: true,
  county: true,
  country: true,
  contactPerson: true,
  onSiteContact: true,
  instructions: true,
} as const;

type Row = { id: number } & DeliveryLocationDto['address'];

export function toLocationDto({ id, ...address }: Row): DeliveryLocationDto {
  return { _id: id, address };
}

/** platform-shell 3: the list is sorted by county, then post code. */
export const LOCATION_ORDER = [{ county: 'asc' }, { postCode: 'asc' }, { id: 'asc' }] as const;
