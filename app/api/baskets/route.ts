import { withApi } from '@/lib/api/with-api';
import { createBasket } from '@/lib/basket/create-basket';
import { ZCreateBasket } from '@/lib/basket/schemas';

export const POST = withApi({
  auth: { route: 'market' },
  body: ZCreateBasket,
  handler: ({ user, body }) => createBasket(user, body),
});
