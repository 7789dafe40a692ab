import { audit } from '@/lib/audit/audit';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { apiTokenHash, newApiToken } from './api-token-hash';
import { apiTokenDto } from './list-api-tokens';
import type { CreateApiToken } from './schemas';

/** POST /api/integrations/tokens: a seller admin's new token for the credit-limit API, answered once and stored hashed. */
export async function createApiToken(user: SessionUser, input: CreateApiToken, ip: string) {
  const token = newApiToken();
  const row = await db.$transaction(async (tx) => {
    const created = await tx.sellerApiToken.create({
      data: { sellerAccountId: user.accountId, name: input.name, tokenHash: apiTokenHash(token), createdByUserId: user.userId },
    });
    await audit('api_token_created', { userId: user.userId, accountId: user.accountId, ip }, { tokenId: created.id, name: created.name }, tx);
    return created;
  });
  return { token, apiToken: apiTokenDto(row) };
}
