import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { findOwnNews, newsDto, newsSelect } from './news-record';
import type { NewsItemInput } from './schemas';

/** PUT /api/news/{id}: the seller's own item, title or content; the date stays. */
export async function updateNews(user: SessionUser, id: number, input: Partial<NewsItemInput>) {
  await findOwnNews(user.accountId, id);
  return newsDto(await db.newsItem.update({ where: { id }, data: input, select: newsSelect }));
}
