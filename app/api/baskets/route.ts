import { ROLES } from '@/lib/access/routes';
import { withApi } from '@/lib/api/with-api';
import { createBasket } from '@/lib/basket/create-basket';
import { ZCreateBasket } from '@/lib/basket/schemas';

export const POST = withApi({
  // Putting in the basket and ordering need the purchase right (platform-shell: MyOffers_Purchase).
  auth: { route: 'market', role: ROLES.purchase },
  body: ZCreateBasket,
  idempotent: true,
  handler: ({ user, body, db }) => createBasket(user, body, new Date(), db),
});
