import { NextResponse } from 'next/server';
import { withApi } from '@/lib/api/with-api';
import { listNews } from '@/lib/news/list-news';
import { ZNewsItem } from '@/lib/news/schemas';
import { createNews } from '@/lib/news/create-news';

export const GET = withApi({ auth: 'user', handler: ({ user }) => listNews(user) });

export const POST = withApi({
  auth: { accountTypes: ['SELLER'] },
  body: ZNewsItem,
  idempotent: true,
  handler: async ({ user, body, db }) => NextResponse.json(await createNews(user, body, db), { status: 201 }),
});
