import { z } from 'zod';
import { bodyIdSchema } from '@/lib/api/ids';
import { QUICK_RANGES } from '@/lib/stats/domain/date-range';

const ZIds = z.array(bodyIdSchema()).max(100);
/** Calendar days as the date pickers hold them. */
const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date_expected');
const ZSavedRange = z.object({ start: ZDay, end: ZDay }).nullable();
const ZDays = z.union(QUICK_RANGES.map((d) => z.literal(d)) as unknown as [z.ZodLiteral<1>, z.ZodLiteral<7>, z.ZodLiteral<30>]).nullable();

/** Saved ranking filter (platform-shell 3): ACCOUNT_RANKING_OPTIONS. */
export const ZAccountRankingOptions = z.strictObject({
  terminals: ZIds,
  deliveryAddresses: ZIds,
  products: ZIds,
  dateRange: ZSavedRange,
  days: ZDays,
});
export type AccountRankingOptions = z.infer<typeof ZAccountRankingOptions>;

/** Saved product-volume filter: PRODUCT_VOLUME_OPTIONS. */
export const ZProductVolumeOptions = z.strictObject({
  accounts: ZIds,
  terminals: ZIds,
  deliveryAddresses: ZIds,
  dateRange: ZSavedRange,
  days: ZDays,
});
export type ProductVolumeOptions = z.infer<typeof ZProductVolumeOptions>;

/** The screens' remembered choices (platform-shell 3): which market (0 fuel, 1 additives), which orders table, which buyer and child account, which statistics data. */
const ZSelectedMarket = z.union([z.literal(0), z.literal(1)]);
const ZSelectedOrdersMarket = z.enum(['spot', 'additive']);
const ZSelectedId = bodyIdSchema().nullable();
const ZSelectedDataType = z.string().trim().min(1).max(40).nullable();

export const SETTING_SCHEMAS = {
  ACCOUNT_RANKING_OPTIONS: ZAccountRankingOptions,
  PRODUCT_VOLUME_OPTIONS: ZProductVolumeOptions,
  selectedMarket: ZSelectedMarket,
  selectedOrdersMarket: ZSelectedOrdersMarket,
  selectedBuyer: ZSelectedId,
  selectedAviat: ZSelectedId,
  selectedDataType: ZSelectedDataType,
} as const;
export type SettingKey = keyof typeof SETTING_SCHEMAS;
/** The statistics screens' saved filters. */
export type FilterSettingKey = 'ACCOUNT_RANKING_OPTIONS' | 'PRODUCT_VOLUME_OPTIONS';
export type SettingValues = { [K in SettingKey]: z.infer<(typeof SETTING_SCHEMAS)[K]> };

/**
 * The screen that reads and writes each saved setting (route names of lib/access/routes.ts).
 * platform-shell 3 lists selectedBuyer and selectedDataType among the saved settings but names no
 * screen, flow or call that chooses a buyer or a data type to remember, so none is built for
 * them: the settings call keeps them per user, checked, for a client that sets them, and no
 * screen reads them. setting-screens.test.ts checks this table against the screens' useSaved* calls.
 */
export const SETTING_SCREENS: { [K in SettingKey]: string | null } = {
  ACCOUNT_RANKING_OPTIONS: 'reports',
  PRODUCT_VOLUME_OPTIONS: 'reports',
  selectedMarket: 'market',
  selectedOrdersMarket: 'orders',
  selectedAviat: 'market',
  selectedBuyer: null,
  selectedDataType: null,
};

/** What a never-saved setting reads as: platform-shell 9, market 0 and the spot orders; the rest none. */
export const SETTING_DEFAULTS: { [K in SettingKey]: SettingValues[K] | null } = {
  ACCOUNT_RANKING_OPTIONS: null,
  PRODUCT_VOLUME_OPTIONS: null,
  selectedMarket: 0,
  selectedOrdersMarket: 'spot',
  selectedBuyer: null,
  selectedAviat: null,
  selectedDataType: null,
};

export const ZSettingParams = z.object({ key: z.enum(Object.keys(SETTING_SCHEMAS) as [SettingKey, ...SettingKey[]]) });
