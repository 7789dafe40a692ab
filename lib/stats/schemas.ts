import { z } from 'zod';
import { QUICK_RANGES } from './domain/date-range';

/** "3,5" -> [3, 5]; the dropdown filters travel as comma-separated ids. */
const ZIdList = z
  .string()
  .regex(/^\d{1,9}(,\d{1,9})*$/, 'id_list_expected')
  .transform((s) => s.split(',').map(Number))
  .optional();

const ZDays = z.enum(QUICK_RANGES.map(String) as ['1', '7', '30']).transform(Number);

/** GET /api/orders/orderStats (platform-shell 7). */
export const ZOrderStatsQuery = z.object({
  statType: z.enum(['ACCOUNT_RANKING', 'PRODUCT_VOLUME']),
  terminalSelected: ZIdList,
  deliveryAddressSelected: ZIdList,
  productSelected: ZIdList,
  accountSelected: ZIdList,
  /** "start,end" as ISO instants; the client sends the end as 23:59:59.999 of the end day. */
  dateRangeSelected: z
    .string()
    .transform((s, ctx) => {
      const [start, end, ...rest] = s.split(',').map((p) => new Date(p));
      if (rest.length || !start || !end || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) {
        ctx.addIssue({ code: 'custom', message: 'date_range_invalid' });
        return z.NEVER;
      }
      return { start, end };
    })
    .optional(),
  dayQuery: ZDays.optional(),
});
export type OrderStatsQuery = z.infer<typeof ZOrderStatsQuery>;

export interface StatsOption {
  id: number;
  name: string;
}

export interface AccountRankingRow {
  position: number;
  accountName: string;
  orders: number;
  /** cbm */
  volume: number;
}

export interface ProductVolume {
  products: { id: number; name: string; orders: number; volume: number }[];
  /** Volume per product and calendar day (brand zone), for the chart. */
  days: { day: string; productId: number; volume: number }[];
}

export type OrderStatsDto =
  | { orderStats: { accountRanking: AccountRankingRow[] }; options: { terminals: StatsOption[]; deliveryAddresses: StatsOption[]; products: StatsOption[] } }
  | { orderStats: { productVolume: ProductVolume }; options: { accounts: StatsOption[]; terminals: StatsOption[]; deliveryAddresses: StatsOption[] } };
export type AccountRankingDto = Extract<OrderStatsDto, { orderStats: { accountRanking: unknown } }>;
export type ProductVolumeDto = Extract<OrderStatsDto, { orderStats: { productVolume: unknown } }>;
