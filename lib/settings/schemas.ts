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

export const SETTING_SCHEMAS = {
  ACCOUNT_RANKING_OPTIONS: ZAccountRankingOptions,
  PRODUCT_VOLUME_OPTIONS: ZProductVolumeOptions,
} as const;
export type SettingKey = keyof typeof SETTING_SCHEMAS;
export interface SettingValues {
  ACCOUNT_RANKING_OPTIONS: AccountRankingOptions;
  PRODUCT_VOLUME_OPTIONS: ProductVolumeOptions;
}

export const ZSettingParams = z.object({ key: z.enum(Object.keys(SETTING_SCHEMAS) as [SettingKey, ...SettingKey[]]) });
