import { z } from 'zod';
import { idSchema } from '@/lib/api/ids';
import { MARKET_SORT_FIELDS } from './domain/market-list';
import { MAX_MARKET_IDS } from './domain/market-push';

/** "1,2,3" as the market's filter parameters carry id lists (one query value each). */
const idList = z
  .string()
  .regex(/^\d{1,9}(,\d{1,9})*$/, 'id_list_expected')
  .transform((s) => s.split(',').map(Number));

const id = idSchema();

/** Query of GET /api/v2/offers and GET /api/offers/childAccount/{id}; every parameter is optional. */
export const ZMarketOffersQuery = z.object({
  productIds: idList.optional(),
  terminalIds: idList.optional(),
  regionIds: idList.optional(),
  deliveryAddressId: id.optional(),
  favouriteId: id.optional(),
  sortBy: z.enum(MARKET_SORT_FIELDS).optional(),
  sortType: z.enum(['asc', 'desc']).optional(),
  /** Only these offers, of those the other parameters leave (the stream's `offers` event names them). */
  ids: idList.pipe(z.array(z.number()).max(MAX_MARKET_IDS, 'too_many_ids')).optional(),
});
export type MarketOffersQuery = z.infer<typeof ZMarketOffersQuery>;

export const ZChildAccountParams = z.object({ id });
