import { createSecretKey, hkdfSync, type KeyObject } from 'node:crypto';
import { jwtDecrypt } from 'jose';
import type { JWT, JWTDecodeParams } from 'next-auth/jwt';

const keys = new Map<string, KeyObject>();

/**
 * next-auth's own decode, with the encryption key derived once per secret: next-auth runs HKDF
 * on every call although the key depends on the secret and salt only, and that showed in the
 * profile of every authenticated request. Same key (HKDF-SHA256, next-auth's info string, 32
 * bytes), same algorithm (dir, A256GCM) and the same 15 s clock tolerance for `exp`.
 */
export async function decodeSessionToken({ token, secret, salt = '' }: JWTDecodeParams): Promise<JWT | null> {
  if (!token) return null;
  const { payload } = await jwtDecrypt(token, encryptionKey(secret, salt), { clockTolerance: 15 });
  return payload as JWT;
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
