import { AppError } from '@/lib/api/errors';
import { db } from '@/lib/db';

export interface NewsItemDto {
  _id: number;
  title: string;
  content: string;
  /** When it was written (ISO); an edit keeps the date. */
  date: string;
  seller: { id: number; name: string };
}

export const newsSelect = { id: true, title: true, content: true, createdAt: true, seller: { select: { id: true, name: true } } } as const;

export function newsDto(row: { id: number; title: string; content: string; createdAt: Date; seller: { id: number; name: string } }): NewsItemDto {
  return { _id: row.id, title: row.title, content: row.content, date: row.createdAt.toISOString(), seller: row.seller };
}

/** The seller's own item; another seller's is not found, as one that never was. */
export async function findOwnNews(sellerAccountId: number, id: number) {
  const item = await db.newsItem.findFirst({ where: { id, sellerAccountId }, select: { id: true } });
  if (!item) throw new AppError('not_found', 'news_not_found');
  return item;
}
