import { ROLES } from '@/lib/access/routes';
import { withApi } from '@/lib/api/with-api';
import { createBasket } from '@/lib/basket/create-basket';
import { ZCreateBasket } from '@/lib/basket/schemas';

export const POST = withApi({
  // Putting in the basket and ordering need the purchase right (platform-shell: MyOffers_Purchase).
  auth: { route: 'market', role: ROLES.purchase },
  body: ZCreateBasket,
  // The market's buy button: a burst of clicks at a window's start must not starve the pool.
  idempotent: 'sql',
  handler: ({ user, body, sql }) => createBasket(user, body, new Date(), sql),
});
