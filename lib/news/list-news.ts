import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { newsDto, newsSelect } from './news-record';
import { NEWS_BOX_ITEMS } from './schemas';

/**
 * GET /api/news (design 10): the last 10 items the caller may read, newest first. A buyer reads
 * the sellers it has an ENABLED relationship with (a relationship that ends takes their news
 * away), a seller its own; nobody else has news.
 */
export async function listNews(user: Pick<SessionUser, 'accountId' | 'accountType'>) {
  const where =
    user.accountType === 'BUYER'
      ? { seller: { sellerRelationships: { some: { buyerAccountId: user.accountId, status: 'ENABLED' as const } } } }
      : user.accountType === 'SELLER'
        ? { sellerAccountId: user.accountId }
        : null;
  if (!where) return { items: [] };
  const rows = await db.newsItem.findMany({ where, select: newsSelect, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: NEWS_BOX_ITEMS });
  return { items: rows.map(newsDto) };
}
