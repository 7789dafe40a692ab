import { ROLES } from '@/lib/access/routes';
import { withApi } from '@/lib/api/with-api';
import { addBasketItem } from '@/lib/basket/add-basket-item';
import { ZBasketId, ZCreateBasket } from '@/lib/basket/schemas';

export const POST = withApi({
  // Putting in the basket and ordering need the purchase right (platform-shell: MyOffers_Purchase).
  auth: { route: 'market', role: ROLES.purchase },
  params: ZBasketId,
  body: ZCreateBasket,
  // Beside the buy button, a click as the market's: one connection at a time (POST /api/baskets).
  idempotent: 'sql',
  handler: ({ user, params, body, sql }) => addBasketItem(user, params.basketId, body, new Date(), sql),
});
