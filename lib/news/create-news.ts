import type { SessionUser } from '@/lib/auth/session-user';
import { db, type Client } from '@/lib/db';
import { newsDto, newsSelect } from './news-record';
import type { NewsItemInput } from './schemas';

/** POST /api/news: a seller's new item, dated now; written in the Idempotency-Key's transaction when `client` is one. */
export async function createNews(user: SessionUser, input: NewsItemInput, client: Client = db) {
  return newsDto(await client.newsItem.create({ data: { sellerAccountId: user.accountId, ...input }, select: newsSelect }));
}
