import { ROLES } from '@/lib/access/routes';
import { withApi } from '@/lib/api/with-api';
import { rateLimit } from '@/lib/auth/rate-limit';
import { checkout } from '@/lib/basket/checkout';
import { ZBasketId, ZCheckout } from '@/lib/basket/schemas';

export const POST = withApi({
  // Putting in the basket and ordering need the purchase right (platform-shell: MyOffers_Purchase).
  auth: { route: 'market', role: ROLES.purchase },
  params: ZBasketId,
  body: ZCheckout,
  handler: async ({ user, params, body }) => {
    await rateLimit(`checkout:${user.accountId}`, Number(process.env.RATE_CHECKOUT_PER_ACCOUNT ?? 120), 60);
    return checkout(user, params.basketId, body);
  },
});
