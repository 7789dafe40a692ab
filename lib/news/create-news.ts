import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { newsDto, newsSelect } from './news-record';
import type { NewsItemInput } from './schemas';

/** POST /api/news: a seller's new item, dated now. */
export async function createNews(user: SessionUser, input: NewsItemInput) {
  return newsDto(await db.newsItem.create({ data: { sellerAccountId: user.accountId, ...input }, select: newsSelect }));
}
