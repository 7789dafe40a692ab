import { z } from 'zod';
import { bodyIdSchema, idSchema } from '@/lib/api/ids';

/** A buyer keeps a handful of favourite markets; more would only clutter the market's choice. */
export const MAX_FAVOURITES = 20;

const ids = z.array(bodyIdSchema(), { error: 'invalid_value' }).max(200, 'invalid_value');

/** A favourite market (trading-domain 3, Favourites list): a name and what the market narrows to; an empty list means all. */
export const ZFavourite = z.strictObject({
  name: z.string({ error: 'required' }).trim().min(1, 'required').max(50, 'too_long'),
  products: ids,
  regions: ids,
  terminals: ids,
  sellers: ids,
});
export type FavouriteInput = z.infer<typeof ZFavourite>;

/** PUT: any part of it, a rename being the name alone. */
export const ZFavouriteUpdate = ZFavourite.partial();
export type FavouriteUpdate = z.infer<typeof ZFavouriteUpdate>;

export const ZFavouriteId = z.object({ id: idSchema('favourite_not_found') });
