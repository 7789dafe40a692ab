import type { SessionUser } from '@/lib/auth/session-user';
import { createBasket } from '@/lib/basket/create-basket';
import type { CreateBasketInput } from '@/lib/basket/schemas';
import { db } from '@/lib/db';

/**
 * The choices checkout requires of every item, made for a test buyer: a delivery address of its
 * account (created once) and the first payment term, unless the seller agreed one (the item then
 * carries that). The offer's lifting period is the item's from the start.
 */
export async function requiredChoices(accountId: number, offerId: number): Promise<{ deliveryLocationId: number; paymentTermId?: number }> {
  const offer = await db.offer.findUniqueOrThrow({ where: { id: offerId }, select: { sellerAccountId: true } });
  const relationship = await db.relationship.findFirst({
    where: { buyerAccountId: accountId, sellerAccountId: offer.sellerAccountId },
    select: { paymentTermId: true },
  });
  const location =
    (await db.deliveryLocation.findFirst({ where: { accountId }, select: { id: true } })) ??
    (await db.deliveryLocation.create({ data: { accountId, street: 'Am Kai 1', postCode: '20457', city: 'Hamburg', county: 'HH' }, select: { id: true } }));
  if (relationship?.paymentTermId) return { deliveryLocationId: location.id };
  return { deliveryLocationId: location.id, paymentTermId: (await db.paymentTerm.findFirstOrThrow({ orderBy: { id: 'asc' } })).id };
}

/** createBasket with the required choices made, so a checkout of it may succeed. */
export async function orderableBasket(user: SessionUser, input: CreateBasketInput, now?: Date) {
  return createBasket(user, { ...(await requiredChoices(user.accountId, input.offerId)), ...input }, now);
}
