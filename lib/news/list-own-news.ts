import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { newsDto, newsSelect } from './news-record';
import { NEWS_DESK_PAGE_SIZE } from './schemas';

/**
 * GET /api/news/desk: every item the seller wrote, newest first, a page at a time. The news box
 * (GET /api/news) keeps to the last 10; the desk must reach the older ones to edit or delete them.
 */
export async function listOwnNews(user: Pick<SessionUser, 'accountId'>, page: number) {
  const where = { sellerAccountId: user.accountId };
  const [rows, total] = await Promise.all([
    db.newsItem.findMany({
      where,
      select: newsSelect,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (page - 1) * NEWS_DESK_PAGE_SIZE,
      take: NEWS_DESK_PAGE_SIZE,
    }),
    db.newsItem.count({ where }),
  ]);
  return { items: rows.map(newsDto), total, page, pageSize: NEWS_DESK_PAGE_SIZE };
}
