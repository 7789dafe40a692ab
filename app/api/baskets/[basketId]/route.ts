import { withApi } from '@/lib/api/with-api';
import { getBasket } from '@/lib/basket/get-basket';
import { ZBasketId } from '@/lib/basket/schemas';

export const GET = withApi({ auth: { route: 'market' }, params: ZBasketId, handler: ({ user, params }) => getBasket(user, params.basketId) });
