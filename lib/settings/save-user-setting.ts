import { AppError } from '@/lib/api/errors';
import { db, Prisma } from '@/lib/db';
import { SETTING_SCHEMAS, type SettingKey } from './schemas';

/** Stores one setting of the caller; the body is checked against the schema of its key. */
export async function saveUserSetting(userId: number, key: SettingKey, body: unknown) {
  const parsed = SETTING_SCHEMAS[key].safeParse(body);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
    throw new AppError('validation', 'validation_failed', undefined, fields);
  }
  const value = parsed.data;
  // A choice cleared (no buyer, no child account) is stored as JSON null.
  const stored = value === null ? Prisma.JsonNull : value;
  await db.userSetting.upsert({
    where: { userId_key: { userId, key } },
    create: { userId, key, value: stored },
    update: { value: stored },
  });
  return { key, value };
}
