import { Client } from 'pg';
import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { checkout } from '@/lib/basket/checkout';
import { addBasketItem } from '@/lib/basket/add-basket-item';
import { lockItemsAndOffers } from '@/lib/basket/lock-order';
import { readBoughtToday, readOpenExposure } from '@/lib/basket/read-under-locks';
import type { TxSql } from '@/lib/db-transaction';
import { orderableBasket, requiredChoices } from '../helpers/basket-choices';
import type { Offer } from '@/lib/generated/prisma/client';
import { messagesFor } from '@/lib/i18n/messages';
import { ZOfferUpdate } from '@/lib/offers/schemas';
import { updateOffer } from '@/lib/offers/update-offer';
import { createUser, db } from '../helpers/factories';
import { buyerOf, newKey, sellerWithOffer, sessionOf } from '../helpers/market-setup';
import { raceAfter, waitedFor, whileHeld, withoutRowLock } from '../helpers/race';
import { socketWritesOf, transactionWrites } from '../helpers/socket-writes';
import { insertTriggerOrder } from '../helpers/trigger-setup';

/**
 * Checkout against PostgreSQL. Each protection of the checkout path and a test that fails when it
 * alone is taken out (each was taken out once and the test seen failing):
 *   unique index of IdempotencyKey (account, key)    -> 30 requests with one idempotency key give one order
 *   basket lock (lockOpenBasket, FOR UPDATE)         -> one basket checked out twice at once under two keys is ordered once
 *   the same lock of an item change (lock-open-basket.ts) -> an item added while the basket is being ordered ... finds it ordered
 *   relationship lock (lockItemsAndOffers, step 3)   -> a credit limit worth one order: ... one goes through
 *   offer lock (lockItemsAndOffers, step 4)          -> the seller pauses an offer while a checkout waits for it
 *   volume guard of placeOrders (remaining >= taken) -> without the offer's lock, ... still sells the last cbm once
 *   CHECK Offer_remaining_not_negative               -> an offer never has less than nothing left
 *   account lock (lockBuyerAccount)                  -> a daily purchase limit worth one order: ... one goes through
 *   items of the caller's basket only (lockItemsAndOffers, sent with the basket's lock)
 *                                                    -> another buyer cannot order a basket that is not theirs, nor lock its offers
 * An offer's volume is kept by its lock and by the guard together: 'two buyers racing for the last
 * cbm' fails only when both are taken out. Each race is forced (../helpers/race.ts): the first
 * checkout waits after its read until the second has read too or waits for its lock.
 */
jest.mock('@/lib/basket/read-under-locks', () => {
  const actual = jest.requireActual('@/lib/basket/read-under-locks');
  return {
    ...actual,
    readOpenExposure: jest.fn(actual.readOpenExposure),
    readBoughtToday: jest.fn(actual.readBoughtToday),
  };
});
jest.mock('@/lib/basket/lock-order', () => {
  const actual = jest.requireActual('@/lib/basket/lock-order');
  return { ...actual, lockItemsAndOffers: jest.fn(actual.lockItemsAndOffers) };
});
const reads = jest.requireActual<typeof import('@/lib/basket/read-under-locks')>('@/lib/basket/read-under-locks');
const locks = jest.requireActual<typeof import('@/lib/basket/lock-order')>('@/lib/basket/lock-order');

afterEach(() => {
  jest.mocked(readOpenExposure).mockImplementation(reads.readOpenExposure);
  jest.mocked(readBoughtToday).mockImplementation(reads.readBoughtToday);
  jest.mocked(lockItemsAndOffers).mockImplementation(locks.lockItemsAndOffers);
});
afterAll(() => db.$disconnect());

const confirm = { termsAccepted: true as const, orderChecked: true as const };

/** The round trips of a checkout with a credit and a daily limit; a new check folds into one of them. */
const CHECKOUT_STATEMENTS = 11;

async function outcome<T>(promise: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; key: string; code: string; data?: unknown }> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, key: error.messageKey, code: error.code, data: error.data };
    throw error;
  }
}

/** The one harness of the race tests: `n` calls started at once, all awaited. */
const inParallel = <T>(n: number, call: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => call(i)));

/** More offers of the same seller, product and terminal as `offer`. */
async function moreOffersLike(offer: Offer, n: number) {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = offer;
  return inParallel(n, () => db.offer.create({ data: fields }));
}

const keysOf = (results: Awaited<ReturnType<typeof outcome>>[]) => new Set(results.filter((r) => !r.ok).map((r) => !r.ok && r.key));

describe('checkout against PostgreSQL under concurrency', () => {
  test('two buyers racing for the last cbm of an offer: one buys it, the other finds too little left', async () => {
    // Two buyers, so no relationship lock lines them up: only the offer's lock stands between them.
    const { seller, offer } = await sellerWithOffer({ volume: '1' });
    const buyers = await inParallel(2, () => buyerOf(seller.id));
    const baskets = await inParallel(2, (i) => orderableBasket(buyers[i], { offerId: offer.id, quantity: '1' }));
    raceAfter(jest.mocked(lockItemsAndOffers), locks.lockItemsAndOffers);
    const results = await inParallel(2, (i) => outcome(checkout(buyers[i], baskets[i]._id, { ...confirm, idempotencyKey: newKey() })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(keysOf(results)).toEqual(new Set(['volume_insufficient']));
    expect((await db.offer.findUniqueOrThrow({ where: { id: offer.id } })).remainingVolume.toString()).toBe('0');
    expect(await db.order.count({ where: { offerId: offer.id } })).toBe(1);
  });

  test('without the offer’s lock, the volume taken only where enough is left still sells the last cbm once', async () => {
    // The product's statement with FOR UPDATE taken out: both buyers read 1 cbm left before either writes.
    const { seller, offer } = await sellerWithOffer({ volume: '1' });
    const buyers = await inParallel(2, () => buyerOf(seller.id));
    const baskets = await inParallel(2, (i) => orderableBasket(buyers[i], { offerId: offer.id, quantity: '1' }));
    raceAfter(jest.mocked(lockItemsAndOffers), (sql: TxSql, ...rest: Parameters<typeof lockItemsAndOffers> extends [TxSql, ...infer R] ? R : never) =>
      locks.lockItemsAndOffers(withoutRowLock(sql), ...rest),
    );
    const results = await inParallel(2, (i) => outcome(checkout(buyers[i], baskets[i]._id, { ...confirm, idempotencyKey: newKey() })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(keysOf(results)).toEqual(new Set(['volume_insufficient']));
    expect(await db.order.count({ where: { offerId: offer.id } })).toBe(1);
  });

  test('an offer never has less than nothing left: the table refuses it', async () => {
    const { offer } = await sellerWithOffer({ volume: '1' });
    await expect(db.offer.update({ where: { id: offer.id }, data: { remainingVolume: '-1' } })).rejects.toThrow(/Offer_remaining_not_negative/);
  });

  test('the seller pauses an offer while a checkout waits for it: the checkout finds it paused', async () => {
    const { seller, offer } = await sellerWithOffer({ volume: '10' });
    const buyer = await buyerOf(seller.id);
    const basket = await orderableBasket(buyer, { offerId: offer.id, quantity: '1' });
    const result = await whileHeld(`UPDATE "Offer" SET "status" = 'PAUSED' WHERE "id" = $1`, [offer.id], () =>
      outcome(checkout(buyer, basket._id, { ...confirm, idempotencyKey: newKey() })),
    );
    expect(result).toMatchObject({ ok: false, key: 'offer_no_longer_available' });
    expect(await db.order.count({ where: { offerId: offer.id } })).toBe(0);
  });

  test('a credit limit worth one order: of two checkouts at two offers of the seller, one goes through', async () => {
    // 1 cbm at 100.00 per 100L15 = 1000.00 net, 1190.00 gross with 19 % VAT. Two offers, so no
    // offer lock lines the checkouts up: only the relationship's lock keeps the credit.
    const { seller, offer } = await sellerWithOffer({ volume: '500', fixedPrice: '100.00' });
    const offers = [offer, ...(await moreOffersLike(offer, 1))];
    const buyer = await buyerOf(seller.id, { creditLimit: '1785.00' });
    const baskets = await inParallel(2, (i) => orderableBasket(buyer, { offerId: offers[i].id, quantity: '1' }));
    raceAfter(jest.mocked(readOpenExposure), reads.readOpenExposure);
    const results = await inParallel(2, (i) => outcome(checkout(buyer, baskets[i]._id, { ...confirm, idempotencyKey: newKey() })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(keysOf(results)).toEqual(new Set(['insufficient_credit_contact_seller']));
    const gross = await db.order.aggregate({ where: { buyerAccountId: buyer.accountId }, _sum: { gross: true } });
    expect(gross._sum.gross?.toString()).toBe('1190');
  });

  test('a daily purchase limit worth one order: of two checkouts at two sellers, one goes through', async () => {
    // Two sellers, so neither a relationship nor an offer lock lines them up: only the account's lock keeps the limit.
    const markets = await inParallel(2, () => sellerWithOffer({ volume: '100' }));
    const buyer = await buyerOf(markets[0].seller.id);
    await db.relationship.create({ data: { buyerAccountId: buyer.accountId, sellerAccountId: markets[1].seller.id, status: 'ENABLED' } });
    await db.purchaseLimit.create({ data: { accountId: buyer.accountId, productId: markets[0].product.id, limitCbm: '1.5' } });
    const baskets = await inParallel(2, (i) => orderableBasket(buyer, { offerId: markets[i].offer.id, quantity: '1' }));
    raceAfter(jest.mocked(readBoughtToday), reads.readBoughtToday);
    const results = await inParallel(2, (i) => outcome(checkout(buyer, baskets[i]._id, { ...confirm, idempotencyKey: newKey() })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(keysOf(results)).toEqual(new Set(['daily_purchase_limit_reached']));
    const bought = await db.order.aggregate({ where: { buyerAccountId: buyer.accountId }, _sum: { quantity: true } });
    expect(bought._sum.quantity?.toString()).toBe('1');
  });

  test('one basket checked out twice at once under two keys is ordered once', async () => {
    const { seller, offer } = await sellerWithOffer({ volume: '100' });
    const buyer = await buyerOf(seller.id);
    const basket = await orderableBasket(buyer, { offerId: offer.id, quantity: '1' });
    raceAfter(jest.mocked(lockItemsAndOffers), locks.lockItemsAndOffers);
    const results = await inParallel(2, () => outcome(checkout(buyer, basket._id, { ...confirm, idempotencyKey: newKey() })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(keysOf(results)).toEqual(new Set(['basket_already_ordered']));
    expect(await db.order.count({ where: { offerId: offer.id } })).toBe(1);
  });

  test('30 requests with one idempotency key give one order and 30 identical answers', async () => {
    const { seller, offer } = await sellerWithOffer({ volume: '100' });
    const buyer = await buyerOf(seller.id);
    const basket = await orderableBasket(buyer, { offerId: offer.id, quantity: '2' });
    const idempotencyKey = newKey();
    const results = await inParallel(30, () => outcome(checkout(buyer, basket._id, { ...confirm, idempotencyKey })));
    expect(results.every((r) => r.ok)).toBe(true);
    const answers = results.map((r) => (r.ok ? JSON.stringify(r.value) : ''));
    expect(new Set(answers).size).toBe(1);
    expect(await db.order.count({ where: { offerId: offer.id } })).toBe(1);

    const other = await orderableBasket(buyer, { offerId: offer.id, quantity: '1' });
    expect(await outcome(checkout(buyer, other._id, { ...confirm, idempotencyKey }))).toMatchObject({ ok: false, key: 'idempotency_key_reused' });
  });

  test('a first order of the day above the daily purchase limit is refused with product and limit, and writes nothing', async () => {
    const { seller, offer, product } = await sellerWithOffer({ volume: '100' });
    const buyer = await buyerOf(seller.id);
    await db.purchaseLimit.create({ data: { accountId: buyer.accountId, productId: product.id, limitCbm: '5' } });
    const basket = await orderableBasket(buyer, { offerId: offer.id, quantity: '6' });
    expect(await outcome(checkout(buyer, basket._id, { ...confirm, idempotencyKey: newKey() }))).toMatchObject({
      ok: false,
      key: 'daily_purchase_limit_reached',
      data: { product: 'Diesel B7', limit: '5' },
    });
    expect(await db.order.count({ where: { offerId: offer.id } })).toBe(0);
    expect((await db.offer.findUniqueOrThrow({ where: { id: offer.id } })).remainingVolume.toString()).toBe('100');
  });

  test('an expired reservation asks for a new price and writes nothing', async () => {
    const { seller, offer } = await sellerWithOffer({ volume: '100' });
    const buyer = await buyerOf(seller.id);
    const basket = await orderableBasket(buyer, { offerId: offer.id, quantity: '2' });
    const later = new Date(Date.now() + 10 * 60_000);
    expect(await outcome(checkout(buyer, basket._id, { ...confirm, idempotencyKey: newKey() }, later))).toMatchObject({
      ok: false,
      key: 'reservation_expired',
    });
    expect(await db.order.count({ where: { offerId: offer.id } })).toBe(0);
    expect((await db.basket.findUniqueOrThrow({ where: { id: basket._id } })).status).toBe('OPEN');
  });

  test('another buyer cannot order a basket that is not theirs, nor lock its offers on the way', async () => {
    const { seller, offer } = await sellerWithOffer({ volume: '100' });
    const buyer = await buyerOf(seller.id);
    const intruder = await buyerOf(seller.id);
    const basket = await orderableBasket(buyer, { offerId: offer.id, quantity: '2' });
    // The offer held by another transaction: a checkout that tried to lock it would wait for it.
    const holder = new Client({ connectionString: process.env.DATABASE_URL });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM "Offer" WHERE "id" = $1 FOR UPDATE', [offer.id]);
      const [{ pid }] = (await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows;
      const { result, waited } = await waitedFor(pid, () => outcome(checkout(intruder, basket._id, { ...confirm, idempotencyKey: newKey() })));
      expect(result).toMatchObject({ ok: false, code: 'not_found' });
      expect(waited).toBe(false);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
  });

  test('the confirmation carries order id, contract, pickup and lifting master numbers and the amounts', async () => {
    const { seller, offer } = await sellerWithOffer({ volume: '100', fixedPrice: '95.35' });
    const buyer = await buyerOf(seller.id);
    const basket = await orderableBasket(buyer, { offerId: offer.id, quantity: '12.5' });
    const result = await checkout(buyer, basket._id, { ...confirm, idempotencyKey: newKey() });
    expect(result.orders[0]).toMatchObject({ net: '11918.75', vat: '2264.56', gross: '14183.31', orderStatus: 'INCOMPLETE' });
    expect(result.orders[0].orderId).toMatch(/^FM-DE-\d{4}-\d{7}$/);
    expect(result.orders[0].liftingMasterNumber).toMatch(/^LM-\d{8}$/);
    const mail = await db.emailOutbox.findFirst({ where: { to: buyer.email }, orderBy: { id: 'desc' } });
    expect(mail?.body).toContain(result.orders[0].orderId as string);
  });
});

/** A user of the offer's seller editing it through the offer form's use case, from the form's values. */
async function editOffer(offer: Offer, changes: Record<string, unknown>) {
  const seller = await sessionOf((await createUser({ accountId: offer.sellerAccountId })).id);
  const current = await db.offer.findUniqueOrThrow({ where: { id: offer.id } });
  const input = ZOfferUpdate.parse({
    productId: current.productId,
    terminalId: current.terminalId,
    totalVolume: current.totalVolume.toString(),
    minOrderQuantity: current.minOrderQuantity.toString(),
    maxOrderQuantity: current.maxOrderQuantity.toString(),
    priceType: 'FIXED',
    fixedPrice: current.fixedPrice!.toString(),
    startsAt: current.startsAt.toISOString(),
    endsAt: current.endsAt.toISOString(),
    dailyStart: '00:00',
    dailyEnd: '00:00',
    liftingPeriodId: current.liftingPeriodId ?? undefined,
    collectionStart: current.collectionStart?.toISOString().slice(0, 10),
    collectionEnd: current.collectionEnd?.toISOString().slice(0, 10),
    version: current.version,
    ...changes,
  });
  return updateOffer(seller, offer.id, input);
}

/** A reserved basket of 2 cbm; `now` moves the offer's period, the reservation and the checkout to that instant. */
async function reserved(now = new Date()) {
  const market = await sellerWithOffer({ volume: '100' });
  const [first] = await db.liftingPeriod.findMany({ orderBy: { id: 'asc' }, take: 1 });
  const offer = await db.offer.update({
    where: { id: market.offer.id },
    data: { liftingPeriodId: first.id, startsAt: new Date(now.getTime() - 86_400_000), endsAt: new Date(now.getTime() + 7 * 86_400_000) },
  });
  const buyer = await buyerOf(market.seller.id);
  const basket = await orderableBasket(buyer, { offerId: offer.id, quantity: '2' }, now);
  return { ...market, offer, buyer, basket };
}

/** Refused with `key`, nothing booked, the volume untouched, the basket still open, and the key translated. */
async function expectRefused(setup: Awaited<ReturnType<typeof reserved>>, key: string, now = new Date()) {
  const result = await outcome(checkout(setup.buyer, setup.basket._id, { ...confirm, idempotencyKey: newKey() }, now));
  expect(result).toMatchObject({ ok: false, key });
  expect(await db.order.count({ where: { offerId: setup.offer.id } })).toBe(0);
  expect((await db.offer.findUniqueOrThrow({ where: { id: setup.offer.id } })).remainingVolume.toString()).toBe('100');
  expect((await db.basket.findUniqueOrThrow({ where: { id: setup.basket._id } })).status).toBe('OPEN');
  for (const locale of ['de', 'de-CH', 'en'] as const) expect((messagesFor(locale).errors as Record<string, string>)[key]).toEqual(expect.any(String));
  return result;
}

describe('checkout rechecks what may have changed since the reservation', () => {
  test.each([
    ['product', async (offer: Offer) => ({ productId: (await db.product.findFirstOrThrow({ where: { type: 'FUEL', id: { not: offer.productId } } })).id })],
    [
      'terminal',
      async (offer: Offer) => {
        const { platformId } = await db.account.findUniqueOrThrow({ where: { id: offer.sellerAccountId } });
        return { terminalId: (await db.terminal.findFirstOrThrow({ where: { id: { not: offer.terminalId }, region: { platformId } } })).id };
      },
    ],
    [
      'collection period',
      async (offer: Offer) => ({ liftingPeriodId: (await db.liftingPeriod.findFirstOrThrow({ where: { id: { not: offer.liftingPeriodId! } } })).id }),
    ],
    ['collection period (custom range)', async () => ({ liftingPeriodId: undefined, collectionStart: '2031-02-01', collectionEnd: '2031-02-10' })],
  ])('the seller changed the %s: the offer is no longer available', async (_what, change) => {
    const setup = await reserved();
    await editOffer(setup.offer, await change(setup.offer));
    await expectRefused(setup, 'offer_no_longer_available');
  });

  test('an edit of volume and price alone keeps the reservation', async () => {
    const setup = await reserved();
    await editOffer(setup.offer, { totalVolume: '120', fixedPrice: '101.00' });
    const result = await outcome(checkout(setup.buyer, setup.basket._id, { ...confirm, idempotencyKey: newKey() }));
    expect(result).toMatchObject({ ok: true });
    expect((await db.order.findFirstOrThrow({ where: { offerId: setup.offer.id } })).price.toString()).toBe('100');
  });

  test('an anonymous offer whose relationship ended does not name the seller', async () => {
    const setup = await reserved();
    await db.offer.update({ where: { id: setup.offer.id }, data: { anonymous: true } });
    await db.relationship.updateMany({ where: { buyerAccountId: setup.buyer.accountId }, data: { status: 'DISABLED' } });
    const result = await expectRefused(setup, 'offer_no_longer_available_anonymous');
    expect(JSON.stringify(result)).not.toContain(setup.seller.name);
  });

  test('the buyer company is no longer released for trading', async () => {
    const setup = await reserved();
    await db.account.update({ where: { id: setup.buyer.accountId }, data: { releasedForTrading: false } });
    await expectRefused(setup, 'account_not_released_for_trading');
  });

  test('the seller was blocked', async () => {
    const setup = await reserved();
    await db.account.update({ where: { id: setup.seller.id }, data: { blocked: true } });
    await expectRefused(setup, 'offer_no_longer_available');
  });

  test("the operator withdrew the seller's release for trading", async () => {
    const setup = await reserved();
    await db.account.update({ where: { id: setup.seller.id }, data: { releasedForTrading: false } });
    await expectRefused(setup, 'offer_no_longer_available');
  });

  test('the offer left its daily hours', async () => {
    // Wednesday 9 January 2030, 10:00 in Berlin; checkout a minute later, after the hours the seller set meanwhile.
    const at = new Date('2030-01-09T09:00:00Z');
    const setup = await reserved(at);
    await db.offer.update({ where: { id: setup.offer.id }, data: { dailyStart: '08:00', dailyEnd: '10:00' } });
    await expectRefused(setup, 'offer_no_longer_available', new Date(at.getTime() + 60_000));
  });

  test('the seller moved the start of the offer period past the checkout', async () => {
    const at = new Date('2030-01-09T09:00:00Z');
    const setup = await reserved(at);
    await db.offer.update({ where: { id: setup.offer.id }, data: { startsAt: new Date(at.getTime() + 3_600_000) } });
    await expectRefused(setup, 'offer_no_longer_available', new Date(at.getTime() + 60_000));
  });

  describe('under the brand trading hours (Mon-Fri 07:00-18:00 Berlin)', () => {
    const alwaysOpen = process.env.MARKET_ALWAYS_OPEN;
    beforeEach(() => delete process.env.MARKET_ALWAYS_OPEN);
    afterEach(() => {
      process.env.MARKET_ALWAYS_OPEN = alwaysOpen;
    });

    test('the market closed: a live-priced offer is refused, naming the next opening', async () => {
      // Wednesday 9 January 2030, 17:58:30 in Berlin; checkout at 18:00:30, after the close.
      const at = new Date('2030-01-09T16:58:30Z');
      const setup = await reserved(at);
      // The price was reserved while trading; what matters now is that the offer is live-priced.
      await db.offer.update({ where: { id: setup.offer.id }, data: { priceType: 'TRACKING', iceMonth: 1, fxSymbol: 'EUR/USD' } });
      const result = await expectRefused(setup, 'market_closed', new Date(at.getTime() + 120_000));
      expect(result).toMatchObject({ data: { opens: '2030-01-10T06:00:00.000Z' } });
    });

    test('a fixed-price offer is still ordered after the close', async () => {
      const at = new Date('2030-01-09T16:58:30Z');
      const setup = await reserved(at);
      const result = await outcome(checkout(setup.buyer, setup.basket._id, { ...confirm, idempotencyKey: newKey() }, new Date(at.getTime() + 120_000)));
      expect(result).toMatchObject({ ok: true });
    });
  });
});

describe('baskets of several items under concurrency', () => {
  /** A basket of 1 cbm of each offer, put in in the order given. */
  async function basketWith(buyer: SessionUser, offerIds: number[]) {
    const basket = await orderableBasket(buyer, { offerId: offerIds[0], quantity: '1' });
    for (const offerId of offerIds.slice(1)) {
      await addBasketItem(buyer, basket._id, { ...(await requiredChoices(buyer.accountId, offerId)), offerId, quantity: '1' });
    }
    return basket;
  }

  test('12 baskets of two sellers’ offers, filled in both orders, checked out at once: each places both items or none, no offer oversold, no deadlock', async () => {
    // A has 20 cbm, B 4: B lets exactly 4 baskets through, and A then sells only their 4 cbm.
    const a = await sellerWithOffer({ volume: '20', max: '1' });
    const b = await sellerWithOffer({ volume: '4', max: '1' });
    const buyers = await inParallel(12, () => buyerOf(a.seller.id));
    await db.relationship.createMany({
      data: buyers.map((buyer) => ({ buyerAccountId: buyer.accountId, sellerAccountId: b.seller.id, status: 'ENABLED' as const })),
    });
    // Half the baskets name B first: the checkout's locks are sorted, so the order of the items never matters.
    const baskets = await inParallel(12, (i) => basketWith(buyers[i], i % 2 ? [a.offer.id, b.offer.id] : [b.offer.id, a.offer.id]));
    const results = await inParallel(12, (i) => outcome(checkout(buyers[i], baskets[i]._id, { ...confirm, idempotencyKey: newKey() })));
    expect(results.filter((r) => r.ok)).toHaveLength(4);
    expect(keysOf(results)).toEqual(new Set(['volume_insufficient']));
    for (const r of results) if (r.ok) expect(r.value.orders).toHaveLength(2);
    const left = await db.offer.findMany({ where: { id: { in: [a.offer.id, b.offer.id] } }, orderBy: { id: 'asc' } });
    expect(left.map((o) => o.remainingVolume.toString())).toEqual(['16', '0']);
    expect(await db.order.count({ where: { offerId: a.offer.id } })).toBe(4);
  });

  test('an item added while the basket is being ordered waits for the basket’s lock and finds it ordered', async () => {
    const { seller, offer } = await sellerWithOffer({ volume: '100' });
    const buyer = await buyerOf(seller.id);
    const basket = await orderableBasket(buyer, { offerId: offer.id, quantity: '1' });
    const choices = await requiredChoices(buyer.accountId, offer.id);
    // The item comes once the checkout has read the basket's items, and the checkout goes on once the item waits for it.
    const reached = raceAfter(jest.mocked(lockItemsAndOffers), locks.lockItemsAndOffers);
    const ordering = outcome(checkout(buyer, basket._id, { ...confirm, idempotencyKey: newKey() }));
    await reached;
    const [ordered, added] = await Promise.all([ordering, outcome(addBasketItem(buyer, basket._id, { ...choices, offerId: offer.id, quantity: '2' }))]);
    expect(ordered).toMatchObject({ ok: true });
    expect(added).toMatchObject({ ok: false, key: 'basket_already_ordered' });
    expect(await db.basketItem.count({ where: { basketId: basket._id } })).toBe(1);
  });
});

describe('trigger orders count against the limits at checkout as spot orders do', () => {
  test('the seller’s credit limit: an open trigger order’s gross is exposure; cancelled, it is not', async () => {
    // 1 cbm at 100.00: 1190.00 gross. The trigger leaves 1189.99 of the 2380.00.
    const { seller, offer, product } = await sellerWithOffer({ volume: '100', fixedPrice: '100.00' });
    const buyer = await buyerOf(seller.id, { creditLimit: '2380.00' });
    const trigger = await insertTriggerOrder(buyer, seller.id, product.id, '1', '1190.01');
    const refused = await orderableBasket(buyer, { offerId: offer.id, quantity: '1' });
    expect(await outcome(checkout(buyer, refused._id, { ...confirm, idempotencyKey: newKey() }))).toMatchObject({
      ok: false,
      key: 'insufficient_credit_contact_seller',
    });
    await db.triggerOrder.update({ where: { id: trigger.id }, data: { status: 'CANCELLED' } });
    const basket = await orderableBasket(buyer, { offerId: offer.id, quantity: '1' });
    expect(await outcome(checkout(buyer, basket._id, { ...confirm, idempotencyKey: newKey() }))).toMatchObject({ ok: true });
  });

  test('the daily purchase limit counts the cbm triggered today, and the shareholder credit limit their gross', async () => {
    const { seller, offer, product } = await sellerWithOffer({ volume: '100', fixedPrice: '100.00' });
    const buyer = await buyerOf(seller.id);
    await db.purchaseLimit.create({ data: { accountId: buyer.accountId, productId: product.id, limitCbm: '10' } });
    await insertTriggerOrder(buyer, seller.id, product.id, '9.5', '100.00');
    const overLimit = await orderableBasket(buyer, { offerId: offer.id, quantity: '1' });
    expect(await outcome(checkout(buyer, overLimit._id, { ...confirm, idempotencyKey: newKey() }))).toMatchObject({
      ok: false,
      key: 'daily_purchase_limit_reached',
      data: { product: 'Diesel B7', limit: '10' },
    });
    await db.purchaseLimit.deleteMany({ where: { accountId: buyer.accountId } });
    // 100.00 triggered and 1190.00 now: 0.01 over.
    await db.account.update({ where: { id: buyer.accountId }, data: { shareholderCreditLimit: '1289.99' } });
    const overCredit = await orderableBasket(buyer, { offerId: offer.id, quantity: '1' });
    expect(await outcome(checkout(buyer, overCredit._id, { ...confirm, idempotencyKey: newKey() }))).toMatchObject({
      ok: false,
      key: 'insufficient_credit_contact_operator',
    });
  });
});

describe('the statements of one checkout', () => {
  /**
   * Reads of what this process keeps until it hears of a change (the VAT rate, the market window):
   * the other files' writes drop them at any moment, so one lands in a checkout or not by chance.
   */
  const KEPT = /FROM "(VatRate|MarketWindow)"/;

  /** Every statement sent to PostgreSQL while `work` runs (the hand-written ones and Prisma's go through pg's client), but those reads. */
  async function statementsOf(work: () => Promise<unknown>) {
    const spy = jest.spyOn(Client.prototype, 'query');
    try {
      await work();
      const text = (statement: unknown) => (typeof statement === 'string' ? statement : ((statement as { text?: string } | undefined)?.text ?? ''));
      return spy.mock.calls.filter(([statement]) => !KEPT.test(text(statement))).length;
    } finally {
      spy.mockRestore();
    }
  }

  /** A basket of `n` offers of `n` sellers, each with a credit limit, the product under a daily limit. */
  async function basketOf(n: number) {
    const markets = await inParallel(n, () => sellerWithOffer({ volume: '100' }));
    const buyer = await buyerOf(markets[0].seller.id, { creditLimit: '100000.00' });
    await db.relationship.createMany({
      data: markets.slice(1).map((m) => ({
        buyerAccountId: buyer.accountId,
        sellerAccountId: m.seller.id,
        status: 'ENABLED' as const,
        creditLimitOption: 'MANUAL',
        creditLimit: '100000.00',
      })),
    });
    await db.purchaseLimit.create({ data: { accountId: buyer.accountId, productId: markets[0].product.id, limitCbm: '50' } });
    const basket = await orderableBasket(buyer, { offerId: markets[0].offer.id, quantity: '1' });
    const [first] = await db.basketItem.findMany({ where: { basketId: basket._id } });
    const { id: _id, ...item } = first;
    await db.basketItem.createMany({ data: markets.slice(1).map((m) => ({ ...item, offerId: m.offer.id })) });
    return { buyer, basket };
  }

  test('a basket of three offers of three sellers costs no more statements than one of a single offer', async () => {
    const one = await basketOf(1);
    const three = await basketOf(3);
    const single = await statementsOf(() => checkout(one.buyer, one.basket._id, { ...confirm, idempotencyKey: newKey() }));
    const several = await statementsOf(() => checkout(three.buyer, three.basket._id, { ...confirm, idempotencyKey: newKey() }));
    expect(await db.order.count({ where: { buyerAccountId: three.buyer.accountId } })).toBe(3);
    expect(several).toBe(single);
    // Facts (and the rate limit), BEGIN, key, basket, items with relationships and offers, exposure, account, bought today, volumes
    // with orders (as the mails tell them), the mails with the answer, COMMIT.
    expect(single).toBeLessThanOrEqual(CHECKOUT_STATEMENTS);
  });

  test('the transaction of a checkout waits for PostgreSQL four times: the locks with BEGIN, the exposure with the account lock, the orders, the mails with COMMIT', async () => {
    const { buyer, basket } = await basketOf(3);
    const { writes } = await socketWritesOf(() => checkout(buyer, basket._id, { ...confirm, idempotencyKey: newKey() }));
    expect(await db.order.count({ where: { buyerAccountId: buyer.accountId } })).toBe(3);
    // Prepared statements go by name once parsed; BEGIN and COMMIT always by text.
    expect(transactionWrites(writes).map((w) => [w.text.includes('BEGIN'), w.text.includes('COMMIT')])).toEqual([
      [true, false],
      [false, false],
      [false, false],
      [false, true],
    ]);
  });
});
