import { createSecretKey, hkdfSync, type KeyObject } from 'node:crypto';
import { jwtDecrypt } from 'jose';
import { LRUCache } from 'lru-cache';
import type { JWT, JWTDecodeParams } from 'next-auth/jwt';

/** jose's allowance for clocks apart, as next-auth's own decode sets it. */
const CLOCK_TOLERANCE_SECONDS = 15;

const keys = new Map<string, KeyObject>();
/**
 * Cookies this instance decrypted lately, per key, with what they hold: a browser sends the same
 * cookie with every call, and decrypting it showed in the profile of every authenticated request.
 * Only a cookie that decrypted is kept, so nobody without a valid cookie fills this.
 */
const decrypted = new WeakMap<KeyObject, LRUCache<string, JWT>>();

/**
 * next-auth's own decode, with the encryption key derived once per secret (next-auth runs HKDF
 * on every call although the key depends on the secret and salt only) and each cookie decrypted
 * once. Same key (HKDF-SHA256, next-auth's info string, 32 bytes), same algorithm (dir, A256GCM)
 * and the same 15 s clock tolerance for `exp`, checked on every call: an expired cookie is
 * decrypted again, and jose refuses it as before.
 */
export async function decodeSessionToken({ token, secret, salt = '' }: JWTDecodeParams): Promise<JWT | null> {
  if (!token) return null;
  const key = encryptionKey(secret, salt);
  let cookies = decrypted.get(key);
  if (!cookies) decrypted.set(key, (cookies = new LRUCache({ max: 10_000 })));
  const kept = cookies.get(token);
  if (kept && inTime(kept)) return { ...kept };
  const { payload } = await jwtDecrypt(token, key, { clockTolerance: CLOCK_TOLERANCE_SECONDS });
  cookies.set(token, payload as JWT);
  return { ...(payload as JWT) };
}

/** jose's own time checks of a payload, now: `exp` and `nbf` with the clock tolerance. */
function inTime({ exp, nbf }: JWT): boolean {
  const now = Math.floor(Date.now() / 1000);
  return (typeof exp !== 'number' || exp > now - CLOCK_TOLERANCE_SECONDS) && (typeof nbf !== 'number' || nbf <= now + CLOCK_TOLERANCE_SECONDS);
}

function encryptionKey(secret: string | Buffer, salt: string): KeyObject {
  const id = typeof secret === 'string' ? `${salt}\u0000s:${secret}` : `${salt}\u0000b:${secret.toString('base64')}`;
  let key = keys.get(id);
  if (!key) {
    const info = `NextAuth.js Generated Encryption Key${salt ? ` (${salt})` : ''}`;
    key = createSecretKey(Buffer.from(hkdfSync('sha256', secret, salt, info, 32)));
    keys.set(id, key);
  }
  return key;
}
