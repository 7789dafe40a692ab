import { withApi } from '@/lib/api/with-api';
import { repriceBasket } from '@/lib/basket/reprice-basket';
import { ZBasketId } from '@/lib/basket/schemas';

export const POST = withApi({ auth: { route: 'market' }, params: ZBasketId, handler: ({ user, params }) => repriceBasket(user, params.basketId) });
