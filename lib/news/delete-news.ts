import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { findOwnNews } from './news-record';

/** DELETE /api/news/{id}: the seller's own item. */
export async function deleteNews(user: SessionUser, id: number) {
  await findOwnNews(user.accountId, id);
  await db.newsItem.deleteMany({ where: { id, sellerAccountId: user.accountId } });
  return { success: true };
}
