import { withApi } from '@/lib/api/with-api';
import { ZNewsId, ZNewsItemUpdate } from '@/lib/news/schemas';
import { deleteNews } from '@/lib/news/delete-news';
import { updateNews } from '@/lib/news/update-news';

export const PUT = withApi({
  auth: { accountTypes: ['SELLER'] },
  params: ZNewsId,
  body: ZNewsItemUpdate,
  handler: ({ user, params, body }) => updateNews(user, params.id, body),
});

export const DELETE = withApi({
  auth: { accountTypes: ['SELLER'] },
  params: ZNewsId,
  handler: ({ user, params }) => deleteNews(user, params.id),
});
