import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { apiTokenHash, newApiToken } from './api-token-hash';
import { apiTokenDto } from './list-api-tokens';
import type { CreateApiToken } from './schemas';

/** POST /api/integrations/tokens: a seller admin's new token for the credit-limit API, answered once and stored hashed. */
export async function createApiToken(user: SessionUser, input: CreateApiToken) {
  const token = newApiToken();
  const row = await db.sellerApiToken.create({
    data: { sellerAccountId: user.accountId, name: input.name, tokenHash: apiTokenHash(token), createdByUserId: user.userId },
  });
  return { token, apiToken: apiTokenDto(row) };
}
