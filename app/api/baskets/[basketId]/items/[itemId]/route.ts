import { withApi } from '@/lib/api/with-api';
import { removeBasketItem } from '@/lib/basket/remove-basket-item';
import { ZBasketItemId, ZUpdateBasketItem } from '@/lib/basket/schemas';
import { updateBasketItem } from '@/lib/basket/update-basket-item';

export const PUT = withApi({
  auth: { route: 'market' },
  params: ZBasketItemId,
  body: ZUpdateBasketItem,
  handler: ({ user, params, body }) => updateBasketItem(user, params.basketId, params.itemId, body),
});

export const DELETE = withApi({
  auth: { route: 'market' },
  params: ZBasketItemId,
  handler: ({ user, params }) => removeBasketItem(user, params.basketId, params.itemId),
});
