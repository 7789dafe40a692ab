import { ROLES } from '@/lib/access/routes';
import { withApi } from '@/lib/api/with-api';
import { checkout, checkoutLimit } from '@/lib/basket/checkout';
import { ZBasketId, ZCheckout } from '@/lib/basket/schemas';

export const POST = withApi({
  // Putting in the basket and ordering need the purchase right (platform-shell: MyOffers_Purchase).
  auth: { route: 'market', role: ROLES.purchase },
  params: ZBasketId,
  body: ZCheckout,
  handler: ({ user, params, body }) => checkout(user, params.basketId, body, new Date(), checkoutLimit(user.accountId)),
});
