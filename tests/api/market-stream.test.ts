import { DateTime } from 'luxon';
import { randomUUID } from 'node:crypto';
import { getCurrentWindow, windowDto } from '@/lib/market-window/get-current-window';
import { toStored } from '@/lib/market-window/issue-window';
import { OPERATOR_BLOCKED_STATUS } from '@/lib/users/schemas';
import type { ApiClient } from '../helpers/api-client';
import { requiredChoices } from '../helpers/basket-choices';
import { EventStream } from '../helpers/event-stream';
import { createUser, db } from '../helpers/factories';
import { createOffer, createSellerFor, removeMarketData, seeded, withOwnWindow } from '../helpers/market-factories';
import { signInAs } from '../helpers/sign-in-as';

// The window test may first wait for withWindowLock while a test of another file holds it (up to 60 s).
jest.setTimeout(90_000);

/**
 * GET /api/market/stream (docs/market-stream.md) and GET /api/v2/offers?ids=.
 *
 * @serial One test puts a market window of its own in place to see it pushed.
 */
const sellers: number[] = [];
const streams: EventStream[] = [];
afterAll(async () => {
  for (const stream of streams) stream.close();
  await removeMarketData(sellers);
  await db.$disconnect();
});

async function openStream(client: ApiClient, headers: Record<string, string> = {}) {
  const stream = await EventStream.open('/api/market/stream', { cookie: client.cookieHeader(), ...headers });
  if (!(stream instanceof EventStream)) throw new Error(`stream refused: ${stream.status}`);
  streams.push(stream);
  await stream.opened();
  return stream;
}

async function buyerWithSeller() {
  const buyer = await createUser({ type: 'BUYER' });
  const seller = await createSellerFor(buyer.accountId);
  sellers.push(seller.id);
  return { buyer, client: await signInAs(buyer), seller, offer: await createOffer(seller.id) };
}

const names = (id: number) => (e: { event: string; data: { ids?: number[] } }) => e.event === 'offers' && !!e.data.ids?.includes(id);

describe('GET /api/market/stream', () => {
  it('refuses a caller without a session (401) and the operator (403)', async () => {
    const anonymous = await EventStream.open('/api/market/stream', {});
    expect(anonymous).toBeInstanceOf(Response);
    expect((anonymous as Response).status).toBe(401);
    const operator = await signInAs(await createUser({ type: 'OPERATOR' }));
    const refused = await EventStream.open('/api/market/stream', { cookie: operator.cookieHeader() });
    expect((refused as Response).status).toBe(403);
  });

  it('tells a buyer of its seller’s price edit (through the API), a sale’s volume and a price rule, and nobody without a relationship', async () => {
    const sellerUser = await createUser({ type: 'SELLER' });
    const sellerClient = await signInAs(sellerUser);
    sellers.push(sellerUser.accountId);
    const buyer = await createUser({ type: 'BUYER' });
    await db.relationship.create({ data: { buyerAccountId: buyer.accountId, sellerAccountId: sellerUser.accountId, status: 'ENABLED' } });
    const offer = await createOffer(sellerUser.accountId);
    // Another company's buyer: no relationship with that seller, one with a seller of its own.
    const other = await buyerWithSeller();

    const stream = await openStream(await signInAs(buyer));
    const otherStream = await openStream(other.client);
    expect(stream.retry).toBeGreaterThan(0);

    const { product, terminal } = await seeded();
    const period = await db.liftingPeriod.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const edited = await sellerClient.put(`/api/offers/${offer.id}`, {
      productId: product.id,
      terminalId: terminal.id,
      totalVolume: '100',
      minOrderQuantity: '5',
      maxOrderQuantity: '50',
      priceType: 'FIXED',
      priceUnit: 'PER_100L15',
      fixedPrice: '96.20',
      surcharge: '0',
      startsAt: offer.startsAt.toISOString(),
      endsAt: offer.endsAt.toISOString(),
      // Daily hours do not decide what is pushed: any edit of the row is.
      dailyStart: '00:00',
      dailyEnd: '23:59',
      liftingPeriodId: period.id,
      version: offer.version,
    });
    expect(edited.status).toBe(200);
    expect((await stream.next(names(offer.id))).data).toEqual({ ids: [offer.id] });

    // A sale takes volume in the checkout's statement; any writer of the row is heard the same way.
    await db.offer.update({ where: { id: offer.id }, data: { remainingVolume: { decrement: 10 } } });
    expect((await stream.next(names(offer.id))).data).toEqual({ ids: [offer.id] });

    // A price rule prices all of its seller's live offers.
    const second = await createOffer(sellerUser.accountId);
    await stream.next(names(second.id));
    await db.priceRule.create({ data: { sellerAccountId: sellerUser.accountId, kind: 'PRICE', scope: 'GLOBAL', value: '0.25', unit: 'EUR/100L15' } });
    expect((await stream.next((e) => e.event === 'offers' && e.data.ids.length === 2)).data.ids.sort()).toEqual([offer.id, second.id].sort());

    // The other buyer hears only of its own seller: the first offers event it gets names the offer changed after all of the above.
    await db.offer.update({ where: { id: other.offer.id }, data: { remainingVolume: { decrement: 5 } } });
    expect(await otherStream.next((e) => e.event === 'offers')).toMatchObject({ data: { ids: [other.offer.id] } });
  });

  it('resumes from Last-Event-ID with what was missed, and sends the current window when it cannot resume', async () => {
    const { buyer, client, offer } = await buyerWithSeller();
    const first = await openStream(client);
    const lastSeen = first.lastEventId;
    expect(lastSeen).toMatch(/\.\d+$/);
    first.close();

    await db.offer.update({ where: { id: offer.id }, data: { status: 'PAUSED' } });
    const resumed = await openStream(client, { 'last-event-id': lastSeen });
    const missed = await resumed.next(names(offer.id));
    expect(missed.id).not.toBe(lastSeen);

    const before = await getCurrentWindow((await db.account.findUniqueOrThrow({ where: { id: buyer.accountId } })).platformId);
    const lost = await openStream(client, { 'last-event-id': 'another-instance.12' });
    const window = await lost.next((e) => e.event === 'window');
    expect(window.data.id).toBeGreaterThanOrEqual(before!.id);
    expect(typeof window.data.isClone).toBe('boolean');
    expect(DateTime.fromISO(window.data.expires).isValid).toBe(true);
  });

  it('pushes a new market window to every open market of the platform', async () => {
    const { buyer, client } = await buyerWithSeller();
    const stream = await openStream(client);
    const platformId = (await db.account.findUniqueOrThrow({ where: { id: buyer.accountId } })).platformId;
    await withOwnWindow(
      platformId,
      (current) => current,
      async (window) => {
        const pushed = await stream.next((e) => e.event === 'window' && e.data.id === window.id);
        // The whole window, as GET /api/generic/marketWindow answers it: a screen need not ask for it.
        expect(pushed.data).toEqual({
          id: window.id,
          expires: window.expires.toISOString(),
          isClone: false,
          window: { ...windowDto(toStored(await db.marketWindow.findUniqueOrThrow({ where: { id: window.id } }))), currentTime: expect.any(String) },
        });
      },
    );
  });
});

describe('what else is pushed', () => {
  it('a seller enabling a buyer loads that buyer’s market whole, and the seller’s offers reach it from then on; blocking stops them', async () => {
    const buyer = await createUser({ type: 'BUYER' });
    const seller = await createSellerFor(buyer.accountId, { status: 'NEW' });
    sellers.push(seller.id);
    const offer = await createOffer(seller.id);
    const stream = await openStream(await signInAs(buyer));

    await db.relationship.updateMany({ where: { buyerAccountId: buyer.accountId, sellerAccountId: seller.id }, data: { status: 'ENABLED' } });
    await stream.next((e) => e.event === 'market');
    await db.offer.update({ where: { id: offer.id }, data: { fixedPrice: '97.00' } });
    await stream.next(names(offer.id));

    await db.relationship.updateMany({ where: { buyerAccountId: buyer.accountId, sellerAccountId: seller.id }, data: { status: 'DISABLED' } });
    await stream.next((e) => e.event === 'market');
    await db.offer.update({ where: { id: offer.id }, data: { fixedPrice: '98.00' } });
    await expect(stream.next(names(offer.id), 1_500)).rejects.toThrow('no matching event arrived');
  });

  it('a new order and its status change reach the streams of its buyer’s and its seller’s accounts, and no other', async () => {
    // Its offer stays with the order (no clean-up): the seller is not among those removed after the file.
    const buyer = await createUser({ type: 'BUYER' });
    const seller = await createSellerFor(buyer.accountId);
    const offer = await createOffer(seller.id);
    const client = await signInAs(buyer);
    const other = await buyerWithSeller();
    const stream = await openStream(client);
    const otherStream = await openStream(other.client);
    // The seller's order screen, and another seller's, which the buyer also trades with.
    const sellerStream = await openStream(await signInAs(await createUser({ accountId: seller.id })));
    const otherSellerStream = await openStream(await signInAs(await createUser({ accountId: other.seller.id })));

    const basket = await client.post('/api/baskets', { offerId: offer.id, quantity: '5', ...(await requiredChoices(buyer.accountId, offer.id)) });
    expect(basket.status).toBe(200);
    const placed = await client.post(`/api/baskets/${basket.body._id}/checkout`, { termsAccepted: true, orderChecked: true, idempotencyKey: randomUUID() });
    expect(placed.status).toBe(200);
    const orderId = placed.body.orders[0]._id as number;
    const told = (e: { event: string; data: { ids?: number[] } }) => e.event === 'orders' && !!e.data.ids?.includes(orderId);
    await stream.next(told);
    await sellerStream.next(told);

    await db.order.update({ where: { id: orderId }, data: { status: 'CONFIRMED' } });
    await stream.next(told);
    await sellerStream.next(told);
    // A seller hears only of its account's orders: of the market, not even its own offer's volume.
    await db.offer.update({ where: { id: offer.id }, data: { remainingVolume: { decrement: 1 } } });
    await expect(sellerStream.next((e) => e.event !== 'orders', 1_000)).rejects.toThrow('no matching event arrived');
    await expect(otherStream.next(told, 1_000)).rejects.toThrow('no matching event arrived');
    await expect(otherSellerStream.next(told, 1_000)).rejects.toThrow('no matching event arrived');
  });
});

describe('settlements and blocks', () => {
  it('a new settlement names the live offers of the sellers with a settlement rule, and no other seller’s', async () => {
    const { client, seller, offer } = await buyerWithSeller();
    const other = await buyerWithSeller();
    const stream = await openStream(client);
    const otherStream = await openStream(other.client);
    // The rule itself is pushed (as every rule): heard first, so the next event is the settlement's.
    await db.priceRule.create({ data: { sellerAccountId: seller.id, kind: 'ICE_SETTLE', scope: 'GLOBAL', value: '0' } });
    await stream.next(names(offer.id));

    // A symbol of its own: no market prices with it, and it is removed again.
    const quote = await db.marketQuote.create({ data: { symbol: `TEST-${randomUUID()}`, price: '700', settlement: true, timestamp: new Date() } });
    try {
      await stream.next(names(offer.id));
      await expect(otherStream.next(names(other.offer.id), 1_000)).rejects.toThrow('no matching event arrived');
    } finally {
      await db.marketQuote.delete({ where: { id: quote.id } });
    }
  });

  it('a blocked user’s streams, then its blocked account’s, end its session; a blocked seller’s offers leave the markets', async () => {
    const { buyer, client, seller, offer } = await buyerWithSeller();
    const colleague = await createUser({ accountId: buyer.accountId });
    const stream = await openStream(client);
    const colleagueStream = await openStream(await signInAs(colleague));

    await db.account.update({ where: { id: seller.id }, data: { blocked: true } });
    try {
      await stream.next(names(offer.id));
    } finally {
      await db.account.update({ where: { id: seller.id }, data: { blocked: false } });
    }

    await db.user.update({ where: { id: buyer.id }, data: { statusId: OPERATOR_BLOCKED_STATUS } });
    await stream.next((e) => e.event === 'ended');
    await expect(stream.next()).rejects.toThrow('the stream ended');
    await expect(colleagueStream.next((e) => e.event === 'ended', 1_000)).rejects.toThrow('no matching event arrived');

    await db.account.update({ where: { id: buyer.accountId }, data: { blocked: true } });
    await colleagueStream.next((e) => e.event === 'ended');
  });
});

describe('GET /api/v2/offers?ids=', () => {
  it('answers only the named offers the buyer may see, in the market’s shape, and refuses more than 200', async () => {
    const { client, seller, offer } = await buyerWithSeller();
    const second = await createOffer(seller.id);
    const stranger = await buyerWithSeller();

    const whole = await client.get('/api/v2/offers');
    const named = await client.get(`/api/v2/offers?ids=${offer.id},${stranger.offer.id}`);
    expect(named.status).toBe(200);
    expect(named.body.offers).toEqual(whole.body.offers.filter((o: { _id: number }) => o._id === offer.id));
    expect(whole.body.offers.map((o: { _id: number }) => o._id)).toContain(second.id);
    expect(named.body.filterOptions).toEqual(whole.body.filterOptions);

    const many = Array.from({ length: 201 }, (_, i) => i + 1).join(',');
    const refused = await client.get(`/api/v2/offers?ids=${many}`);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toHaveProperty('ids');
  });
});
