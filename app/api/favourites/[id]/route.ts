import { withApi } from '@/lib/api/with-api';
import { deleteFavourite } from '@/lib/favourites/delete-favourite';
import { ZFavouriteId, ZFavouriteUpdate } from '@/lib/favourites/schemas';
import { updateFavourite } from '@/lib/favourites/update-favourite';

export const PUT = withApi({
  auth: { accountTypes: ['BUYER'] },
  params: ZFavouriteId,
  body: ZFavouriteUpdate,
  handler: ({ user, params, body }) => updateFavourite(user, params.id, body),
});

export const DELETE = withApi({
  auth: { accountTypes: ['BUYER'] },
  params: ZFavouriteId,
  handler: ({ user, params }) => deleteFavourite(user, params.id),
});
