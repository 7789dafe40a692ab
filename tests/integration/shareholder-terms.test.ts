import { DateTime } from 'luxon';
import { AppError } from '@/lib/api/errors';
import { checkout } from '@/lib/basket/checkout';
import { getBasket } from '@/lib/basket/get-basket';
import { repriceBasket } from '@/lib/basket/reprice-basket';
import { updateBasketItem } from '@/lib/basket/update-basket-item';
import { brand } from '@/lib/env';
import { orderableBasket } from '../helpers/basket-choices';
import type { z } from 'zod';
import { ZShareholderTerms, ZUpdateOperatorAccount } from '@/lib/operator/schemas';
import { updateOperatorAccount } from '@/lib/operator/update-operator-account';
import { createAccount, createUser, db } from '../helpers/factories';
import { newKey, sellerWithOffer, sessionOf } from '../helpers/market-setup';
import { marketOf } from '../helpers/market-factories';

/** design 11: the operator's shareholder terms count at once in the market, the basket and checkout. */
afterAll(() => db.$disconnect());

const confirm = { termsAccepted: true as const, orderChecked: true as const };
const NO_TERMS: z.input<typeof ZShareholderTerms> = {
  priceAdjustment: null,
  creditLimit: null,
  creditDays: null,
  collectionCutDays: null,
  terminalIds: [],
  purchaseLimits: [],
};

async function outcome<T>(promise: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; key: string; data?: Record<string, unknown> }> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, key: error.messageKey, data: error.data };
    throw error;
  }
}

/** A shareholder child of a new buyer, trading with a new seller's 100 cbm offer, and the operator who keeps its terms. */
async function shareholderMarket(offer: { collectionStart?: Date; collectionEnd?: Date; liftingPeriodId?: number } = {}) {
  const market = await sellerWithOffer({ volume: '100' });
  if (Object.keys(offer).length > 0) await db.offer.update({ where: { id: market.offer.id }, data: offer });
  const parent = await createAccount('BUYER');
  const child = await createAccount('BUYER', { parentId: parent.id, isShareholder: true });
  await db.relationship.create({ data: { buyerAccountId: child.id, sellerAccountId: market.seller.id, status: 'ENABLED' } });
  const buyer = await sessionOf((await createUser({ accountId: child.id })).id);
  const operatorAccount = await db.account.findFirstOrThrow({ where: { type: 'OPERATOR', platformId: buyer.platformId } });
  const operator = await sessionOf((await createUser({ accountId: operatorAccount.id, isAdmin: true, roles: [] })).id);
  const setTerms = async (terms: Partial<typeof NO_TERMS>) => {
    const { version } = await db.account.findUniqueOrThrow({ where: { id: child.id } });
    await updateOperatorAccount(operator, child.id, ZUpdateOperatorAccount.parse({ version, shareholderTerms: { ...NO_TERMS, ...terms } }), '127.0.0.1');
  };
  return { ...market, buyer, setTerms };
}

describe('shareholder terms', () => {
  test('the purchase limit per product: the market shows what is left today, the basket and checkout refuse beyond it', async () => {
    const { buyer, offer, product, setTerms } = await shareholderMarket();
    await setTerms({ purchaseLimits: [{ productId: product.id, limitCbm: '5' }] });
    const limitsShown = async () => (await marketOf(buyer, {})).purchaseLimits;
    expect(await limitsShown()).toEqual([{ product: { id: product.id, name: product.name }, limitCbm: '5', leftCbm: '5' }]);
    const overLimit = { ok: false, key: 'daily_purchase_limit_reached', data: { product: product.name, limit: '5' } };
    expect(await outcome(orderableBasket(buyer, { offerId: offer.id, quantity: '6' }))).toEqual(overLimit);

    // Each basket alone is within the limit; together they are not, which checkout finds.
    const first = await orderableBasket(buyer, { offerId: offer.id, quantity: '3' });
    const second = await orderableBasket(buyer, { offerId: offer.id, quantity: '3' });
    const item = (await getBasket(buyer, first._id)).items[0];
    expect(await outcome(updateBasketItem(buyer, first._id, item._id, { quantity: '5.5' }))).toEqual(overLimit);
    expect(await outcome(checkout(buyer, first._id, { ...confirm, idempotencyKey: newKey() }))).toMatchObject({ ok: true });
    expect(await limitsShown()).toEqual([expect.objectContaining({ limitCbm: '5', leftCbm: '2' })]);
    expect(await outcome(checkout(buyer, second._id, { ...confirm, idempotencyKey: newKey() }))).toEqual(overLimit);
    expect(await outcome(orderableBasket(buyer, { offerId: offer.id, quantity: '3' }))).toEqual(overLimit);
    expect(await outcome(orderableBasket(buyer, { offerId: offer.id, quantity: '2' }))).toMatchObject({ ok: true });
  });

  test('the collection-period cut shortens the period the market shows and the order keeps', async () => {
    const collectionStart = new Date('2030-03-01T00:00:00.000Z');
    const collectionEnd = new Date('2030-03-31T00:00:00.000Z');
    const { buyer, offer, setTerms } = await shareholderMarket({ collectionStart, collectionEnd });
    await setTerms({ collectionCutDays: 5 });
    const market = await marketOf(buyer, {});
    const shown = market.offers.find((o) => o._id === offer.id)!;
    expect(shown.overrides.current).toMatchObject({ collectionStartDate: '2030-03-01', collectionEndDate: '2030-03-06' });
    expect(shown.overrides.original).toMatchObject({ collectionStartDate: '2030-03-01', collectionEndDate: '2030-03-31' });

    const basket = await orderableBasket(buyer, { offerId: offer.id, quantity: '5' });
    expect((await getBasket(buyer, basket._id)).items[0].collectionRange).toEqual({ start: '2030-03-01T00:00:00.000Z', end: '2030-03-06T00:00:00.000Z' });
    expect(await outcome(checkout(buyer, basket._id, { ...confirm, idempotencyKey: newKey() }))).toMatchObject({ ok: true });
    const order = await db.order.findFirstOrThrow({ where: { offerId: offer.id } });
    expect(order.collectionStart?.toISOString()).toBe('2030-03-01T00:00:00.000Z');
    expect(order.collectionEnd?.toISOString()).toBe('2030-03-06T00:00:00.000Z');
  });

  test('a cut changed after the reservation is the one the order keeps: tightened, the order ends earlier; lifted, it keeps the offer’s whole period', async () => {
    const collectionStart = new Date('2030-03-01T00:00:00.000Z');
    const { buyer, offer, setTerms } = await shareholderMarket({ collectionStart, collectionEnd: new Date('2030-03-31T00:00:00.000Z') });
    const reservedEnd = async (basketId: string) => (await getBasket(buyer, basketId)).items[0].collectionRange?.end;
    const orderedEnd = async (basketId: string) => {
      const placed = await outcome(checkout(buyer, basketId, { ...confirm, idempotencyKey: newKey() }));
      if (!placed.ok) throw new Error(`checkout refused: ${placed.key}`);
      const order = await db.order.findUniqueOrThrow({ where: { id: placed.value.orders[0]._id } });
      return [order.collectionStart?.toISOString(), order.collectionEnd?.toISOString()];
    };

    await setTerms({ collectionCutDays: 10 });
    const tightened = await orderableBasket(buyer, { offerId: offer.id, quantity: '5' });
    expect(await reservedEnd(tightened._id)).toBe('2030-03-11T00:00:00.000Z');
    await setTerms({ collectionCutDays: 4 });
    expect(await orderedEnd(tightened._id)).toEqual(['2030-03-01T00:00:00.000Z', '2030-03-05T00:00:00.000Z']);

    const lifted = await orderableBasket(buyer, { offerId: offer.id, quantity: '5' });
    expect(await reservedEnd(lifted._id)).toBe('2030-03-05T00:00:00.000Z');
    await setTerms({ collectionCutDays: null });
    expect(await orderedEnd(lifted._id)).toEqual(['2030-03-01T00:00:00.000Z', '2030-03-31T00:00:00.000Z']);
  });

  test('the cut shortens a lifting period, counted from today in the brand’s zone, alike in the market, the basket and the order', async () => {
    const now = new Date();
    const month = await db.liftingPeriod.findUniqueOrThrow({ where: { code: 'MONTH' } });
    const { buyer, offer, setTerms } = await shareholderMarket({ liftingPeriodId: month.id });
    await setTerms({ collectionCutDays: 5 });
    const today = DateTime.fromJSDate(now, { zone: brand().timeZone });
    const [start, end] = [today.toISODate()!, today.plus({ days: 5 }).toISODate()!];

    const market = await marketOf(buyer, {}, now);
    const shown = market.offers.find((o) => o._id === offer.id)!;
    expect(shown.overrides.current).toMatchObject({ collectionTime: 'MONTH', collectionStartDate: start, collectionEndDate: end });
    const basket = await orderableBasket(buyer, { offerId: offer.id, quantity: '5' }, now);
    const item = (await getBasket(buyer, basket._id, now)).items[0];
    expect(item).toMatchObject({ liftingPeriodId: month.id, collectionRange: { start: `${start}T00:00:00.000Z`, end: `${end}T00:00:00.000Z` } });
    expect(await outcome(checkout(buyer, basket._id, { ...confirm, idempotencyKey: newKey() }, now))).toMatchObject({ ok: true });
    const order = await db.order.findFirstOrThrow({ where: { offerId: offer.id } });
    expect([order.liftingPeriodId, order.collectionStart?.toISOString(), order.collectionEnd?.toISOString()]).toEqual([
      month.id,
      `${start}T00:00:00.000Z`,
      `${end}T00:00:00.000Z`,
    ]);
  });

  test('the shareholder credit limit over all sellers refuses with "contact the operator" in the basket and at checkout', async () => {
    const { buyer, offer, setTerms } = await shareholderMarket();
    const operatorKey = { ok: false, key: 'insufficient_credit_contact_operator' };
    // 5 cbm at 100.00 per 100L15 is 5,000 net, 5,950 gross.
    await setTerms({ creditLimit: '5000', creditDays: 14 });
    expect(await outcome(orderableBasket(buyer, { offerId: offer.id, quantity: '5' }))).toEqual(operatorKey);
    const basket = await orderableBasket(buyer, { offerId: offer.id, quantity: '4' });
    const item = (await getBasket(buyer, basket._id)).items[0];
    expect(await outcome(updateBasketItem(buyer, basket._id, item._id, { quantity: '5' }))).toEqual(operatorKey);
    // Lowered after the reservation: checkout refuses alike.
    await setTerms({ creditLimit: '1000', creditDays: 14 });
    expect(await outcome(checkout(buyer, basket._id, { ...confirm, idempotencyKey: newKey() }))).toEqual(operatorKey);
    await setTerms({ creditLimit: '100000', creditDays: 14 });
    const renewed = await orderableBasket(buyer, { offerId: offer.id, quantity: '4' });
    expect(await outcome(checkout(buyer, renewed._id, { ...confirm, idempotencyKey: newKey() }))).toMatchObject({ ok: true });
  });

  test('the credit days: an order of any seller counts while younger than them, 30 when none are set', async () => {
    const { buyer, offer, setTerms } = await shareholderMarket();
    const other = await sellerWithOffer({ volume: '100' });
    await db.relationship.create({ data: { buyerAccountId: buyer.accountId, sellerAccountId: other.seller.id, status: 'ENABLED' } });
    // 4 cbm at the other seller, 4,760 gross, ordered 20 days ago.
    const earlier = await orderableBasket(buyer, { offerId: other.offer.id, quantity: '4' });
    const { orders } = await checkout(buyer, earlier._id, { ...confirm, idempotencyKey: newKey() });
    await db.order.update({ where: { id: orders[0]._id }, data: { created: new Date(Date.now() - 20 * 86_400_000) } });
    const operatorKey = { ok: false, key: 'insufficient_credit_contact_operator' };
    // 1 cbm more is 1,190 gross: within 5,000 alone, beyond it with the earlier order.
    const oneMore = () => orderableBasket(buyer, { offerId: offer.id, quantity: '1' });

    await setTerms({ creditLimit: '5000', creditDays: 14 });
    const basket = await oneMore();
    await setTerms({ creditLimit: '5000', creditDays: 30 });
    expect(await outcome(oneMore())).toEqual(operatorKey);
    expect(await outcome(checkout(buyer, basket._id, { ...confirm, idempotencyKey: newKey() }))).toEqual(operatorKey);
    await setTerms({ creditLimit: '5000', creditDays: null });
    expect(await outcome(oneMore())).toEqual(operatorKey);
    await setTerms({ creditLimit: '5000', creditDays: 14 });
    expect(await outcome(checkout(buyer, basket._id, { ...confirm, idempotencyKey: newKey() }))).toMatchObject({ ok: true });
  });

  test('terminals: an offer at another terminal leaves the market, the basket and a basket already filled', async () => {
    const { buyer, offer, terminal, setTerms } = await shareholderMarket();
    const other = await db.terminal.findFirstOrThrow({ where: { id: { not: terminal.id } } });
    const filled = await orderableBasket(buyer, { offerId: offer.id, quantity: '5' });
    await setTerms({ terminalIds: [other.id] });
    const market = await marketOf(buyer, {});
    expect(market.offers.map((o) => o._id)).not.toContain(offer.id);
    expect(await outcome(orderableBasket(buyer, { offerId: offer.id, quantity: '5' }))).toEqual({ ok: false, key: 'offer_no_longer_available' });
    expect(await outcome(checkout(buyer, filled._id, { ...confirm, idempotencyKey: newKey() }))).toEqual({ ok: false, key: 'offer_no_longer_available' });
    await setTerms({ terminalIds: [other.id, terminal.id] });
    expect(await outcome(orderableBasket(buyer, { offerId: offer.id, quantity: '5' }))).toMatchObject({ ok: true });
  });

  test('the price adjustment moves the market price, the reserved price and the order’s price; a change after the reservation asks for a new price', async () => {
    const { buyer, offer, setTerms } = await shareholderMarket();
    const before = await orderableBasket(buyer, { offerId: offer.id, quantity: '5' });
    await setTerms({ priceAdjustment: '-0.35' });
    const after = await orderableBasket(buyer, { offerId: offer.id, quantity: '5' });
    const reserved = async (b: { _id: string }) => (await db.basketItem.findFirstOrThrow({ where: { basketId: b._id } })).reservedPrice.toString();
    // The seller's fixed 100.00 per 100L15, less the operator's 0.35.
    expect([await reserved(before), await reserved(after)]).toEqual(['100', '99.65']);
    const market = await marketOf(buyer, {});
    expect(market.offers.find((o) => o._id === offer.id)!.price).toBe('99.65');

    const ordered = await outcome(checkout(buyer, after._id, { ...confirm, idempotencyKey: newKey() }));
    expect(ordered).toMatchObject({ ok: true, value: { orders: [{ price: '99.65' }] } });
    expect((await db.order.findFirstOrThrow({ where: { offerId: offer.id } })).price.toString()).toBe('99.65');

    // Reserved before the adjustment: the price is stale, and a new price includes it.
    expect(await outcome(checkout(buyer, before._id, { ...confirm, idempotencyKey: newKey() }))).toEqual({ ok: false, key: 'reservation_expired' });
    await repriceBasket(buyer, before._id);
    expect(await reserved(before)).toBe('99.65');
    await setTerms({ priceAdjustment: '-0.5' });
    expect(await outcome(checkout(buyer, before._id, { ...confirm, idempotencyKey: newKey() }))).toEqual({ ok: false, key: 'reservation_expired' });
    await repriceBasket(buyer, before._id);
    expect(await outcome(checkout(buyer, before._id, { ...confirm, idempotencyKey: newKey() }))).toMatchObject({
      ok: true,
      value: { orders: [{ price: '99.5' }] },
    });
  });

  test('other terms changed after the reservation keep the reserved price', async () => {
    const { buyer, offer, product, setTerms } = await shareholderMarket();
    const basket = await orderableBasket(buyer, { offerId: offer.id, quantity: '5' });
    await setTerms({ creditLimit: '100000', collectionCutDays: 3, purchaseLimits: [{ productId: product.id, limitCbm: '50' }] });
    expect(await outcome(checkout(buyer, basket._id, { ...confirm, idempotencyKey: newKey() }))).toMatchObject({
      ok: true,
      value: { orders: [{ price: '100' }] },
    });
  });
});
