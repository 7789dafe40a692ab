import Decimal from 'decimal.js';
import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { checkout } from '@/lib/basket/checkout';
import { actOnOrder } from '@/lib/orders/act-on-order';
import { orderableBasket } from '../helpers/basket-choices';
import { createUser, db } from '../helpers/factories';
import { buyerOf, drumOffer, newKey, sellerWithOffer, sessionOf } from '../helpers/market-setup';

afterAll(() => db.$disconnect());

const confirm = { termsAccepted: true as const, orderChecked: true as const };
const inParallel = <T>(n: number, call: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => call(i)));

/** One basket of `quantity` ordered by `buyer`: the order id, or the refusal's key. */
async function buy(buyer: SessionUser, offerId: number, quantity: string) {
  try {
    const basket = await orderableBasket(buyer, { offerId, quantity });
    const { orders } = await checkout(buyer, basket._id, { ...confirm, idempotencyKey: newKey() });
    return { orderId: orders[0]._id };
  } catch (error) {
    if (error instanceof AppError) return { refused: error.messageKey };
    throw error;
  }
}

/** cbm of the offer's orders that stand (not cancelled), and what the offer has left. */
async function soldAndLeft(offerId: number) {
  const sold = await db.order.aggregate({ where: { offerId, status: { not: 'CANCELLED' } }, _sum: { quantity: true } });
  const offer = await db.offer.findUniqueOrThrow({ where: { id: offerId } });
  return { sold: new Decimal(sold._sum.quantity?.toString() ?? '0'), left: new Decimal(offer.remainingVolume.toString()), offer };
}

describe('a cancelled order gives its volume back to the offer', () => {
  test('declines racing 30 purchases of the same offer: never more than its 10 cbm sold, and what comes back sells again', async () => {
    const { seller, offer } = await sellerWithOffer({ volume: '10', max: '1' });
    const desk = await sessionOf((await createUser({ accountId: seller.id })).id);
    const buyers = await inParallel(40, () => buyerOf(seller.id));
    // Sold out by the first ten buyers.
    const first = await inParallel(10, (i) => buy(buyers[i], offer.id, '1'));
    expect(first.every((r) => 'orderId' in r)).toBe(true);
    expect((await soldAndLeft(offer.id)).left.toString()).toBe('0');

    // Five declines and thirty purchases at once.
    const declined = first.slice(0, 5).map((r) => (r as { orderId: number }).orderId);
    const [, racing] = await Promise.all([
      inParallel(5, (i) => actOnOrder(desk, declined[i], 'decline', 'Terminal gesperrt')),
      inParallel(30, (i) => buy(buyers[10 + i], offer.id, '1')),
    ]);
    const afterRace = await soldAndLeft(offer.id);
    expect(afterRace.sold.plus(afterRace.left).toString()).toBe('10');
    expect(afterRace.sold.lte(10)).toBe(true);
    // A sold-out offer is off the market, so a late basket finds it gone, or checkout its volume.
    const refusals = new Set(racing.flatMap((r) => (r.refused ? [r.refused] : [])));
    expect([...refusals].every((key) => ['volume_insufficient', 'offer_no_longer_available'].includes(key))).toBe(true);

    // Whatever the race left is bought now, one cbm each, and not a litre more.
    const rest = afterRace.left.toNumber();
    const late = await inParallel(rest + 3, (i) => buy(buyers[i], offer.id, '1'));
    expect(late.filter((r) => 'orderId' in r)).toHaveLength(rest);
    const end = await soldAndLeft(offer.id);
    expect(end.sold.toString()).toBe('10');
    expect(end.left.toString()).toBe('0');
    // Five came back: five more orders than the first ten stand or were bought after them.
    expect(racing.filter((r) => 'orderId' in r).length + rest).toBe(5);
  });

  test('a declined order of containers gives back its cbm and its containers, and the offer takes a new version', async () => {
    const { seller, offer } = await drumOffer(10);
    const buyer = await buyerOf(seller.id);
    await db.relationship.updateMany({ where: { buyerAccountId: buyer.accountId, sellerAccountId: seller.id }, data: { additivesEnabled: true } });
    const basket = await orderableBasket(buyer, { offerId: offer.id, quantity: '0.8', unitCount: 4 });
    const { orders } = await checkout(buyer, basket._id, { ...confirm, idempotencyKey: newKey() });
    const sold = await db.offer.findUniqueOrThrow({ where: { id: offer.id } });
    expect(sold.unitStock).toBe(6);
    const desk = await sessionOf((await createUser({ accountId: seller.id })).id);
    await actOnOrder(desk, orders[0]._id, 'decline', 'Nicht lieferbar');
    const back = await db.offer.findUniqueOrThrow({ where: { id: offer.id } });
    expect(back.unitStock).toBe(10);
    expect(back.remainingVolume.toString()).toBe('2');
    expect(back.version).toBe(sold.version + 1);
  });

  test('steps that do not cancel leave the offer as it is', async () => {
    const { seller, offer } = await sellerWithOffer({ volume: '10' });
    const buyer = await buyerOf(seller.id);
    const bought = await buy(buyer, offer.id, '4');
    const desk = await sessionOf((await createUser({ accountId: seller.id })).id);
    await actOnOrder(desk, (bought as { orderId: number }).orderId, 'confirm');
    expect((await soldAndLeft(offer.id)).left.toString()).toBe('6');
  });
});
