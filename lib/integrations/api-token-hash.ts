import { createHash, randomBytes } from 'node:crypto';

/** A new token: 32 random bytes, prefixed so a leaked one is recognisable in a scan. */
export const newApiToken = () => `fts_${randomBytes(32).toString('base64url')}`;

/** Only the SHA-256 is stored: the token has 256 bits of chance, so no slow hash is needed. */
export const apiTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
