import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { listMarketOffers } from './list-market-offers';
import { jsonResponse } from './market-answer';
import type { MarketOffersQuery } from './schemas';

/**
 * GET /api/offers/childAccount/{id} (platform-shell 4): the market as a child (shareholder)
 * account of the caller's account sees it - its relationships, its prices, its delivery
 * addresses. Any other id is unknown to the caller (404), so ids of other companies tell nothing.
 */
export async function listChildAccountOffers(user: SessionUser, childAccountId: number, query: MarketOffersQuery) {
  const child = await db.account.findFirst({
    where: { id: childAccountId, parentId: user.accountId, platformId: user.platformId },
    select: { id: true },
  });
  if (!child) throw new AppError('not_found', 'child_account_not_found');
  return jsonResponse((await listMarketOffers({ accountId: child.id, platformId: user.platformId, userId: user.userId }, query)).json);
}
