import { NextResponse } from 'next/server';
import { withApi } from '@/lib/api/with-api';
import { createFavourite } from '@/lib/favourites/create-favourite';
import { listFavourites } from '@/lib/favourites/list-favourites';
import { ZFavourite } from '@/lib/favourites/schemas';

/** platform-shell 4: favourite markets are a buyer's thing. */
export const GET = withApi({ auth: { accountTypes: ['BUYER'] }, handler: ({ user }) => listFavourites(user.userId) });

export const POST = withApi({
  auth: { accountTypes: ['BUYER'] },
  body: ZFavourite,
  idempotent: true,
  handler: async ({ user, body, db }) => NextResponse.json(await createFavourite(user, body, db), { status: 201 }),
});
