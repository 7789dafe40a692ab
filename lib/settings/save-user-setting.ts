import { AppError } from '@/lib/api/errors';
import { db, Prisma } from '@/lib/db';
import { SETTING_SCHEMAS, type SettingKey } from './schemas';
import { fieldProblems } from '@/lib/api/field-problems';

/** Stores one setting of the caller; the body is checked against the schema of its key. */
export async function saveUserSetting(userId: number, key: SettingKey, body: unknown) {
  const parsed = SETTING_SCHEMAS[key].safeParse(body);
  if (!parsed.success) throw new AppError('validation', 'validation_failed', undefined, fieldProblems(parsed.error.issues));
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
