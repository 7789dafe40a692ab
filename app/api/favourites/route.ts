import { withApi } from '@/lib/api/with-api';
import { listFavourites } from '@/lib/favourites/list-favourites';

/** platform-shell 4: favourite markets are a buyer's thing. */
export const GET = withApi({ auth: { accountTypes: ['BUYER'] }, handler: ({ user }) => listFavourites(user.userId) });
