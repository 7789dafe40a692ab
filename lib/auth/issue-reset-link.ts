import { createHash, randomBytes } from 'node:crypto';
import type { Tx } from '@/lib/db';

export const RESET_LINK_MINUTES = 60;
/** A welcome link waits for a new user who may not read the mail the same day: a week, not an hour. */
export const WELCOME_LINK_MINUTES = 7 * 24 * 60;

/** Only the hash is stored: a read of the table gives nobody a working link. */
export const hashResetKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Creates a single-use key for /passwort/reset/<key> and returns the link for the e-mail. Runs in
 * the caller's transaction so the key and the e-mail that carries it are written together.
 */
export async function issueResetLink(tx: Tx, userId: number, validMinutes = RESET_LINK_MINUTES): Promise<string> {
  const key = randomBytes(32).toString('base64url');
  await tx.passwordResetKey.create({
    data: { userId, keyHash: hashResetKey(key), expiresAt: new Date(Date.now() + validMinutes * 60_000) },
  });
  return appLink(`/passwort/reset/${key}`);
}

/** An absolute link into the app for an e-mail. */
export function appLink(path: string): string {
  return `${(process.env.NEXTAUTH_URL ?? 'http://localhost:3000').replace(/\/$/, '')}${path}`;
}
