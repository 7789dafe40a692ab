import { db } from '@/lib/db';
import { SETTING_DEFAULTS, SETTING_SCHEMAS, type SettingKey, type SettingValues } from './schemas';

/**
 * A saved setting of the caller, or its default (null for most). A value saved under an older
 * shape is treated as never saved, so the screen starts from its defaults instead of failing on
 * stale filters.
 */
export async function getUserSetting<K extends SettingKey>(userId: number, key: K): Promise<{ key: K; value: SettingValues[K] | null }> {
  const row = await db.userSetting.findUnique({ where: { userId_key: { userId, key } }, select: { value: true } });
  const parsed = row ? SETTING_SCHEMAS[key].safeParse(row.value) : null;
  return { key, value: parsed?.success ? (parsed.data as SettingValues[K]) : SETTING_DEFAULTS[key] };
}
