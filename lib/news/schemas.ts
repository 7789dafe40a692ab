import { z } from 'zod';
import { idSchema } from '@/lib/api/ids';
import { pageSchema } from '@/lib/api/page-schema';

/** The news box shows the last 10 items (trading-domain 9). */
export const NEWS_BOX_ITEMS = 10;
/** The seller's desk lists all of its own items, this many a page, so none drops out of reach. */
export const NEWS_DESK_PAGE_SIZE = 20;

/** A news item as its seller writes it (trading-domain 3): title and content; the date is the server's. */
export const ZNewsItem = z.strictObject({
  title: z.string({ error: 'required' }).trim().min(1, 'required').max(120, 'too_long'),
  content: z.string({ error: 'required' }).trim().min(1, 'required').max(5000, 'too_long'),
});
export type NewsItemInput = z.infer<typeof ZNewsItem>;
export const ZNewsItemUpdate = ZNewsItem.partial();

export const ZNewsId = z.object({ id: idSchema('news_not_found') });

export const ZNewsDeskQuery = z.object({
  page: pageSchema,
});
