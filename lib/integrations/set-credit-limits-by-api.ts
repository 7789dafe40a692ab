import { AppError } from '@/lib/api/errors';
import { audit } from '@/lib/audit/audit';
import { db } from '@/lib/db';
import { setCreditLimits } from '@/lib/relationships/set-credit-limits';
import { apiTokenHash } from './api-token-hash';
import type { CreditLimitsByApi } from './schemas';

/**
 * The seller a bearer token stands for. An unknown, revoked or malformed token is 401; the token
 * of a blocked seller is 403, as its users' logins are refused.
 */
async function sellerOfToken(authorization: string | null) {
  const token = /^Bearer ([\x21-\x7E]{1,200})$/.exec(authorization ?? '')?.[1];
  if (!token) throw new AppError('unauthorized', 'api_token_invalid');
  const row = await db.sellerApiToken.findUnique({ where: { tokenHash: apiTokenHash(token) } });
  if (!row) throw new AppError('unauthorized', 'api_token_invalid');
  if (row.revokedAt) throw new AppError('unauthorized', 'api_token_revoked');
  const seller = await db.account.findUnique({ where: { id: row.sellerAccountId }, select: { type: true, blocked: true } });
  if (!seller || seller.type !== 'SELLER' || seller.blocked) throw new AppError('forbidden', 'forbidden');
  return row;
}

/**
 * PUT /api/integrations/credit-limits (trading-domain 3, credit limit option "API"): sets the
 * limits of the token's seller's own buyers in one transaction; one buyer that is not its own
 * refuses all (403 buyer_not_yours with the ids).
 */
export async function setCreditLimitsByApi(authorization: string | null, readInput: () => Promise<CreditLimitsByApi>, ip: string) {
  const token = await sellerOfToken(authorization);
  // Who calls is checked first: without a valid token nothing is said about the body.
  const input = await readInput();
  const updated = await db.$transaction(async (tx) => {
    const { updated: count, before } = await setCreditLimits(tx, token.sellerAccountId, input.limits, 'API');
    await tx.sellerApiToken.update({ where: { id: token.id }, data: { lastUsedAt: new Date() } });
    await audit('credit_limits_set_by_api', { accountId: token.sellerAccountId, ip }, { tokenId: token.id, before, after: input.limits }, tx);
    return count;
  });
  return { updated };
}
