import { ROLES } from '@/lib/access/routes';
import { withApi } from '@/lib/api/with-api';
import { LIMITS, rateLimit } from '@/lib/auth/rate-limit';
import { checkout } from '@/lib/basket/checkout';
import { ZBasketId, ZCheckout } from '@/lib/basket/schemas';

export const POST = withApi({
  // Putting in the basket and ordering need the purchase right (platform-shell: MyOffers_Purchase).
  auth: { route: 'market', role: ROLES.purchase },
  params: ZBasketId,
  body: ZCheckout,
  handler: async ({ user, params, body }) => {
    // Before the basket is read: a refused checkout costs one statement.
    await rateLimit(`checkout:${user.accountId}`, LIMITS.checkoutPerAccount, LIMITS.windowSeconds);
    return checkout(user, params.basketId, body);
  },
});
