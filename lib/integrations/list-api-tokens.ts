import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import type { SellerApiToken } from '@/lib/generated/prisma/client';

export const apiTokenDto = (row: SellerApiToken) => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** GET /api/integrations/tokens: the company's tokens, never their value. */
export async function listApiTokens(user: SessionUser) {
  const rows = await db.sellerApiToken.findMany({ where: { sellerAccountId: user.accountId }, orderBy: { createdAt: 'desc' } });
  return { apiTokens: rows.map(apiTokenDto) };
}
