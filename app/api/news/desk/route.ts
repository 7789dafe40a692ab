import { withApi } from '@/lib/api/with-api';
import { listOwnNews } from '@/lib/news/list-own-news';
import { ZNewsDeskQuery } from '@/lib/news/schemas';

export const GET = withApi({
  auth: { accountTypes: ['SELLER'] },
  query: ZNewsDeskQuery,
  handler: ({ user, query }) => listOwnNews(user, query.page),
});
