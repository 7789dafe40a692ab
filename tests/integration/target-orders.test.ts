import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { checkout } from '@/lib/basket/checkout';
import { createBasket } from '@/lib/basket/create-basket';
import { brand } from '@/lib/env';
import { windowBounds } from '@/lib/market-window/domain/window';
import { windowSettings } from '@/lib/market-window/settings';
import { evaluateTargetOrders, matchChangedOffers, matchPlacedTargetOrder } from '@/lib/target-orders/evaluate-target-orders';
import { countUnseenFills, markFillsSeen } from '@/lib/target-orders/unseen-fills';
import { createTargetOrder } from '@/lib/target-orders/create-target-order';
import { targetOrderSchema } from '@/lib/target-orders/schemas';
import { updateTargetOrder } from '@/lib/target-orders/update-target-order';
import { createAccount, createUser, db } from '../helpers/factories';
import { sessionOf } from '../helpers/market-setup';

/**
 * Filling target orders against PostgreSQL (design 13), on a platform of its own with its own
 * region, terminal and market windows: the running server's market loop issues windows and
 * evaluates target orders of the real platform only, so it never touches these, and these never
 * take its window lock. Every clock is an argument: a Wednesday morning in Berlin, within the
 * trading hours, and the windows after it.
 */
const platformId = `TEST-${randomUUID().slice(0, 8)}`;
const START = new Date('2026-11-25T09:02:00Z');
const minutesAfter = (minutes: number) => new Date(START.getTime() + minutes * 60_000);
let productId: number;
let terminalId: number;
let paymentTermId: number;

beforeAll(async () => {
  await db.platform.create({ data: { id: platformId, brandId: 'test', name: 'Test platform', currency: 'EUR' } });
  const region = await db.region.create({ data: { platformId, name: 'Test region' } });
  terminalId = (await db.terminal.create({ data: { regionId: region.id, name: 'Test terminal', code: `T${randomUUID().slice(0, 6)}`, city: 'Hamburg' } })).id;
  productId = (await db.product.findFirstOrThrow({ where: { name: 'Heizöl EL schwefelarm' } })).id;
  paymentTermId = (await db.paymentTerm.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
});

afterAll(async () => {
  const ids = (await db.account.findMany({ where: { platformId }, select: { id: true } })).map((a) => a.id);
  await db.targetOrder.deleteMany({ where: { accountId: { in: ids } } });
  await db.$disconnect();
});

/** The market window covering `now` as the issuer would have made it (so nothing issues another). */
async function windowAt(now: Date, isClone = false) {
  const { created, expires } = windowBounds(now, windowSettings(brand()));
  const window = await db.marketWindow.create({
    data: {
      platformId,
      created,
      expires,
      isClone,
      marketChange: 0,
      prices: [{ symbol: '/GAS', price: '700.00', live: !isClone, timestamp: created.toISOString() }],
    },
  });
  return window.id;
}

let windowMinute = 0;
/** A new window five minutes after the last one, and a clock within it. */
async function nextWindow(isClone = false) {
  windowMinute += 5;
  const now = minutesAfter(windowMinute);
  return { windowId: await windowAt(now, isClone), now };
}

const seller = () => createAccount('SELLER', { platformId });

function offer(sellerAccountId: number, fixedPrice: string, fields: { volume?: string; max?: string; createdAt?: Date } = {}) {
  return db.offer.create({
    data: {
      sellerAccountId,
      productId,
      terminalId,
      priceType: 'FIXED',
      fixedPrice,
      totalVolume: fields.volume ?? '100',
      remainingVolume: fields.volume ?? '100',
      minOrderQuantity: '1',
      maxOrderQuantity: fields.max ?? fields.volume ?? '100',
      startsAt: minutesAfter(-600),
      endsAt: minutesAfter(24 * 60 * 10),
      dailyStart: '00:00',
      dailyEnd: '00:00',
      createdAt: fields.createdAt ?? START,
    },
  });
}

/** A buyer of the test platform trading with `sellerIds` (ENABLED), with a delivery address. */
async function buyer(sellerIds: number[], creditLimit?: string) {
  const account = await createAccount('BUYER', { platformId });
  await db.relationship.createMany({
    data: sellerIds.map((sellerAccountId) => ({
      buyerAccountId: account.id,
      sellerAccountId,
      status: 'ENABLED' as const,
      creditLimitOption: creditLimit ? 'MANUAL' : 'NONE',
      creditLimit: creditLimit ?? null,
      creditLimitSource: creditLimit ? 'MANUAL' : null,
    })),
  });
  const address = await db.deliveryLocation.create({ data: { accountId: account.id, street: 'Am Kai 1', postCode: '20457', city: 'Hamburg', county: 'HH' } });
  const user = await createUser({ accountId: account.id });
  return { accountId: account.id, userId: user.id, deliveryLocationId: address.id };
}

type Buyer = Awaited<ReturnType<typeof buyer>>;

function targetOrder(who: Buyer, fields: { limit: string; volume: string; partFills?: boolean; createdAt?: Date; validUntil?: string }) {
  return db.targetOrder.create({
    data: {
      accountId: who.accountId,
      userId: who.userId,
      productId,
      terminalIds: [terminalId],
      sellerAccountIds: [],
      deliveryLocationId: who.deliveryLocationId,
      paymentTermId,
      volume: fields.volume,
      partFills: fields.partFills ?? false,
      limitPrice: fields.limit,
      validUntil: fields.validUntil ?? '2026-11-30',
      createdAt: fields.createdAt ?? START,
    },
  });
}

const stateOf = (id: number) => db.targetOrder.findUniqueOrThrow({ where: { id }, include: { fills: { orderBy: { fillNumber: 'asc' } } } });
const remainingOf = async (offerId: number) => (await db.offer.findUniqueOrThrow({ where: { id: offerId } })).remainingVolume.toString();

describe('filling target orders at a window', () => {
  test('fills at the lowest price at or below the limit, the earlier of two equal offers, through an ordinary order', async () => {
    const s = await seller();
    await offer(s.id, '90.00');
    const later = await offer(s.id, '89.50', { createdAt: minutesAfter(-10) });
    const earlier = await offer(s.id, '89.50', { createdAt: minutesAfter(-20) });
    const b = await buyer([s.id]);
    const order = await targetOrder(b, { limit: '89.60', volume: '10' });
    const { windowId, now } = await nextWindow();

    const outcomes = await evaluateTargetOrders(windowId, now, [order.id]);
    expect(outcomes).toEqual([expect.objectContaining({ outcome: 'filled', fillNumber: 1 })]);
    const filled = await stateOf(order.id);
    expect(filled).toMatchObject({ status: 'FILLED', version: 2 });
    expect(filled.filledVolume.toString()).toBe('10');
    expect(filled.fills).toEqual([expect.objectContaining({ fillNumber: 1, windowId })]);
    const placed = await db.order.findUniqueOrThrow({ where: { id: filled.fills[0].orderId } });
    // An ordinary order of the buyer, as the checkout writes it: in the user's name, at the buyer's price of this window.
    expect(placed).toMatchObject({ offerId: earlier.id, buyerAccountId: b.accountId, buyerUserId: b.userId, status: 'INCOMPLETE', windowId, paymentTermId });
    expect(placed.price.toString()).toBe('89.5');
    expect(placed.net.toString()).toBe('8950');
    expect(await remainingOf(earlier.id)).toBe('90');
    expect(await remainingOf(later.id)).toBe('100');
    // Its checkout claimed the idempotency key of the target order and its fill number.
    expect(await db.idempotencyKey.count({ where: { accountId: b.accountId, key: `target-order:${order.id}:1` } })).toBe(1);
  });

  test("takes only offers the buyer's market shows: none of a seller not released for trading, none outside a shareholder's terminals", async () => {
    const unreleased = await createAccount('SELLER', { platformId, releasedForTrading: false });
    await offer(unreleased.id, '85.00');
    const s = await seller();
    const region = await db.terminal.findUniqueOrThrow({ where: { id: terminalId }, select: { regionId: true } });
    const elsewhere = await db.terminal.create({
      data: { regionId: region.regionId, name: 'Other terminal', code: `T${randomUUID().slice(0, 6)}`, city: 'Bremen' },
    });
    const outside = await db.offer.update({ where: { id: (await offer(s.id, '86.00')).id }, data: { terminalId: elsewhere.id } });
    const shown = await offer(s.id, '89.00');
    const b = await buyer([unreleased.id, s.id]);
    await db.account.update({ where: { id: b.accountId }, data: { shareholderTerminalIds: [terminalId] } });
    const order = await db.targetOrder.update({ where: { id: (await targetOrder(b, { limit: '90.00', volume: '10' })).id }, data: { terminalIds: [] } });
    const { windowId, now } = await nextWindow();

    expect(await evaluateTargetOrders(windowId, now, [order.id])).toEqual([expect.objectContaining({ outcome: 'filled' })]);
    const placed = await db.order.findUniqueOrThrow({ where: { id: (await stateOf(order.id)).fills[0].orderId } });
    expect(placed.offerId).toBe(shown.id);
    expect(await remainingOf(outside.id)).toBe('100');
  });

  test("fills at the price the engine gives this buyer: the seller's margin for all, its discount for this one (a worked example)", async () => {
    const s = await seller();
    const sold = await offer(s.id, '89.50');
    const [discounted, listed] = [await buyer([s.id]), await buyer([s.id])];
    // 89.50 fixed, +1.20 margin for every buyer, -0.35 for the one: 90.35 for it, 90.70 for the other.
    await db.priceRule.createMany({
      data: [
        { sellerAccountId: s.id, kind: 'PRICE', scope: 'GLOBAL', value: '1.20', unit: 'EUR/100L15' },
        { sellerAccountId: s.id, kind: 'PRICE', scope: 'ACCOUNT', accountIds: [discounted.accountId], value: '-0.35', unit: 'EUR/100L15' },
      ],
    });
    const orders = [await targetOrder(discounted, { limit: '90.50', volume: '10' }), await targetOrder(listed, { limit: '90.50', volume: '10' })];
    const { windowId, now } = await nextWindow();

    const outcomes = await evaluateTargetOrders(
      windowId,
      now,
      orders.map((o) => o.id),
    );
    expect(outcomes.filter((o) => o.outcome === 'filled')).toHaveLength(1);
    const [filled, waiting] = [await stateOf(orders[0].id), await stateOf(orders[1].id)];
    expect(waiting).toMatchObject({ status: 'OPEN', fills: [] });
    const placed = await db.order.findUniqueOrThrow({ where: { id: filled.fills[0].orderId } });
    expect(placed).toMatchObject({ offerId: sold.id, buyerAccountId: discounted.accountId });
    expect(placed.price.toFixed(2)).toBe('90.35');
    expect(filled.fills[0].price.toFixed(2)).toBe('90.35');
    // 10 cbm are 100 x 100 l: net 9,035.00.
    expect(placed.net.toFixed(2)).toBe('9035.00');
  });

  test('leaves an order whose limit no offer meets, and fills nothing on a clone window', async () => {
    const s = await seller();
    const o = await offer(s.id, '89.50');
    const b = await buyer([s.id]);
    const tooLow = await targetOrder(b, { limit: '89.49', volume: '10' });
    const met = await targetOrder(b, { limit: '95', volume: '10' });
    const clone = await nextWindow(true);
    expect(await evaluateTargetOrders(clone.windowId, clone.now, [tooLow.id, met.id])).toEqual([]);
    expect((await stateOf(met.id)).status).toBe('OPEN');
    const live = await nextWindow();
    await evaluateTargetOrders(live.windowId, live.now, [tooLow.id, met.id]);
    expect((await stateOf(tooLow.id)).status).toBe('OPEN');
    expect((await stateOf(met.id)).status).toBe('FILLED');
    expect(await remainingOf(o.id)).toBe('90');
  });

  test('two evaluators of one window at once fill once; the next window fills again', async () => {
    const s = await seller();
    const o = await offer(s.id, '80', { volume: '100', max: '10' });
    const b = await buyer([s.id]);
    const order = await targetOrder(b, { limit: '85', volume: '30', partFills: true });
    const first = await nextWindow();
    await Promise.all([evaluateTargetOrders(first.windowId, first.now, [order.id]), evaluateTargetOrders(first.windowId, first.now, [order.id])]);
    await evaluateTargetOrders(first.windowId, first.now, [order.id]);
    let state = await stateOf(order.id);
    expect(state.fills).toHaveLength(1);
    expect(state.filledVolume.toString()).toBe('10');
    expect(await db.order.count({ where: { buyerAccountId: b.accountId } })).toBe(1);

    const second = await nextWindow();
    await evaluateTargetOrders(second.windowId, second.now, [order.id]);
    state = await stateOf(order.id);
    expect(state.fills.map((f) => [f.fillNumber, f.windowId])).toEqual([
      [1, first.windowId],
      [2, second.windowId],
    ]);
    expect(state.status).toBe('PARTLY_FILLED');
    expect(await remainingOf(o.id)).toBe('80');
  });

  test('never fills beyond its volume: the last part is what it lacks, then it is FILLED and left alone', async () => {
    const s = await seller();
    const o = await offer(s.id, '80', { volume: '100', max: '10' });
    const b = await buyer([s.id]);
    const order = await targetOrder(b, { limit: '85', volume: '15', partFills: true });
    for (let i = 0; i < 3; i++) {
      const w = await nextWindow();
      await evaluateTargetOrders(w.windowId, w.now, [order.id]);
    }
    const state = await stateOf(order.id);
    expect(state.fills.map((f) => f.quantity.toString())).toEqual(['10', '5']);
    expect(state.status).toBe('FILLED');
    expect(await remainingOf(o.id)).toBe('85');
  });

  test('50 target orders and 50 buyers at the same offer at once never oversell it', async () => {
    const s = await seller();
    const o = await offer(s.id, '80', { volume: '60', max: '2' });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => buyer([s.id])));
    const orders = await Promise.all(buyers.map((b, i) => targetOrder(b, { limit: '85', volume: '1', createdAt: minutesAfter(-50 + i) })));
    const { windowId, now } = await nextWindow();
    // The live buyers put the offer in their baskets at this window, then all check out while the target orders fill.
    const live = await Promise.all(buyers.map(async (b) => ({ user: await sessionOf(b.userId), b })));
    const baskets = await Promise.all(
      live.map(({ user, b }) => createBasket(user, { offerId: o.id, quantity: '1', deliveryLocationId: b.deliveryLocationId, paymentTermId }, now)),
    );
    await Promise.all([
      evaluateTargetOrders(
        windowId,
        now,
        orders.map((t) => t.id),
      ),
      ...live.map(({ user }, i) =>
        checkout(user, baskets[i]._id, { idempotencyKey: randomUUID(), termsAccepted: true, orderChecked: true }, now).catch(() => null),
      ),
    ]);
    const sold = await db.order.aggregate({ where: { offerId: o.id }, _sum: { quantity: true }, _count: true });
    expect(sold._sum.quantity?.toString()).toBe('60');
    expect(await remainingOf(o.id)).toBe('0');
    const fills = await db.targetOrderFill.count({ where: { targetOrderId: { in: orders.map((t) => t.id) } } });
    // The 50 live buyers can take at most 50: the target orders filled at least the other 10.
    expect(fills).toBeGreaterThanOrEqual(10);
    expect(sold._count).toBe(60);
  });
});

describe('a change within a window', () => {
  test('an offer edited below the limit fills the order in that window; an edit that does not reach it does not, nor one after the fill', async () => {
    const s = await seller();
    const o = await offer(s.id, '90.00', { volume: '100', max: '10' });
    const b = await buyer([s.id]);
    const order = await targetOrder(b, { limit: '89.00', volume: '30', partFills: true });
    const { windowId, now } = await nextWindow();
    await evaluateTargetOrders(windowId, now, [order.id]);
    expect((await stateOf(order.id)).status).toBe('OPEN');
    // Half a minute later, within the same five-minute window, the seller lowers the price, but not to the limit.
    const later = new Date(now.getTime() + 30_000);
    await db.offer.update({ where: { id: o.id }, data: { fixedPrice: '89.01' } });
    await matchChangedOffers(platformId, [o.id], later);
    expect(await stateOf(order.id)).toMatchObject({ status: 'OPEN', fills: [] });

    await db.offer.update({ where: { id: o.id }, data: { fixedPrice: '88.75' } });
    expect(await matchChangedOffers(platformId, [o.id], later)).toContainEqual(expect.objectContaining({ outcome: 'filled', fillNumber: 1 }));
    const filled = await stateOf(order.id);
    expect(filled).toMatchObject({ status: 'PARTLY_FILLED', fills: [expect.objectContaining({ windowId })] });
    expect(filled.fills[0].price.toString()).toBe('88.75');
    expect((await db.order.findUniqueOrThrow({ where: { id: filled.fills[0].orderId } })).price.toString()).toBe('88.75');

    // Another change in the same window: the order has filled in it and waits for the next.
    await db.offer.update({ where: { id: o.id }, data: { fixedPrice: '88.50' } });
    await matchChangedOffers(platformId, [o.id], new Date(later.getTime() + 30_000));
    expect((await stateOf(order.id)).fills).toHaveLength(1);
    expect(await remainingOf(o.id)).toBe('90');
  });

  test('a price cut by a seller the order does not name does not fill it', async () => {
    const named = await seller();
    const other = await seller();
    await offer(named.id, '90.00');
    const cheap = await offer(other.id, '95.00');
    const b = await buyer([named.id, other.id]);
    const order = await db.targetOrder.update({
      where: { id: (await targetOrder(b, { limit: '89.00', volume: '10' })).id },
      data: { sellerAccountIds: [named.id] },
    });
    const { now } = await nextWindow();
    await db.offer.update({ where: { id: cheap.id }, data: { fixedPrice: '80.00' } });
    await matchChangedOffers(platformId, [cheap.id], now);
    expect(await stateOf(order.id)).toMatchObject({ status: 'OPEN', fills: [] });
    expect(await db.order.count({ where: { buyerAccountId: b.accountId } })).toBe(0);
  });
});

describe("the buyer's screens", () => {
  test("a fill is pushed on the market stream's channel for its buyer account alone, at its commit", async () => {
    const listener = new Client({ connectionString: process.env.DATABASE_URL });
    await listener.connect();
    const pushes: { b?: number; f?: { targetOrderId: number; orderId: number } }[] = [];
    listener.on('notification', (message) => pushes.push(JSON.parse(message.payload ?? '{}')));
    await listener.query('LISTEN market_push');
    try {
      const s = await seller();
      await offer(s.id, '80');
      const b = await buyer([s.id]);
      const other = await buyer([s.id]);
      const order = await targetOrder(b, { limit: '85', volume: '5' });
      const { windowId, now } = await nextWindow();
      await evaluateTargetOrders(windowId, now, [order.id]);
      const { fills } = await stateOf(order.id);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const fillPushes = pushes.filter((p) => p.f);
      expect(fillPushes.filter((p) => p.b === b.accountId)).toEqual([
        { p: platformId, b: b.accountId, f: { targetOrderId: order.id, orderId: fills[0].orderId } },
      ]);
      expect(fillPushes.some((p) => p.b === other.accountId)).toBe(false);
    } finally {
      await listener.end();
    }
  });

  test("a fill counts in its company's badge until the screen showed it; another company's view changes nothing", async () => {
    const s = await seller();
    await offer(s.id, '80');
    const b = await buyer([s.id]);
    const other = await buyer([s.id]);
    const order = await targetOrder(b, { limit: '85', volume: '5' });
    const { windowId, now } = await nextWindow();
    await evaluateTargetOrders(windowId, now, [order.id]);
    const { fills } = await stateOf(order.id);
    const [mine, theirs] = await Promise.all([sessionOf(b.userId), sessionOf(other.userId)]);
    expect(await countUnseenFills(mine)).toEqual({ count: 1 });
    expect(await markFillsSeen(theirs, [fills[0].orderId])).toEqual({ count: 0 });
    expect(await countUnseenFills(mine)).toEqual({ count: 1 });
    expect(await markFillsSeen(mine, [fills[0].orderId])).toEqual({ count: 0 });
    expect((await stateOf(order.id)).fills[0].seenAt).not.toBeNull();
  });
});

describe('where: terminals, regions and a favourite', () => {
  const place = async (who: Buyer, where: { terminalIds?: number[]; regionIds?: number[]; favouriteId?: number }) => {
    const body = targetOrderSchema(2).parse({ productId, ...where, volume: '5', limitPrice: '80', paymentTermId, deliveryLocationId: who.deliveryLocationId });
    const { id } = await createTargetOrder(await sessionOf(who.userId), body, START);
    return (await stateOf(id)).terminalIds;
  };

  test('a region stands for its active terminals, a favourite for the terminals it names itself and by its regions', async () => {
    const region = await db.region.create({ data: { platformId, name: 'Nord' } });
    const code = () => `T${randomUUID().slice(0, 6)}`;
    const [north, port] = await Promise.all(
      ['Nord 1', 'Nord 2'].map(async (name) => (await db.terminal.create({ data: { regionId: region.id, name, code: code(), city: 'Kiel' } })).id),
    );
    await db.terminal.create({ data: { regionId: region.id, name: 'Nord alt', code: code(), city: 'Kiel', active: false } });
    const s = await seller();
    const b = await buyer([s.id]);
    expect(await place(b, { regionIds: [region.id], terminalIds: [terminalId] })).toEqual([terminalId, north, port].sort((x, y) => x - y));
    const favourite = await db.favourite.create({
      data: { userId: b.userId, name: 'Mein Norden', productIds: [], regionIds: [], terminalIds: [port], sellerIds: [] },
    });
    expect(await place(b, { favouriteId: favourite.id })).toEqual([port]);
    const byRegion = await db.favourite.create({
      data: { userId: b.userId, name: 'Norden', productIds: [], regionIds: [region.id], terminalIds: [], sellerIds: [] },
    });
    expect(await place(b, { favouriteId: byRegion.id })).toEqual([north, port].sort((x, y) => x - y));
  });

  test("another platform's region, a region without an active terminal and another user's favourite are refused by field", async () => {
    const s = await seller();
    const b = await buyer([s.id]);
    const other = await buyer([s.id]);
    const foreign = await db.region.findFirstOrThrow({ where: { platformId: { not: platformId } } });
    const empty = await db.region.create({ data: { platformId, name: 'Leer' } });
    const theirs = await db.favourite.create({
      data: { userId: other.userId, name: 'Fremd', productIds: [], regionIds: [], terminalIds: [terminalId], sellerIds: [] },
    });
    await expect(place(b, { regionIds: [foreign.id] })).rejects.toMatchObject({ fields: { regionIds: 'region_required' } });
    await expect(place(b, { regionIds: [empty.id] })).rejects.toMatchObject({ fields: { regionIds: 'region_without_terminals' } });
    await expect(place(b, { favouriteId: theirs.id })).rejects.toMatchObject({ fields: { favouriteId: 'favourite_required' } });
  });
});

describe('suspension and resumption', () => {
  test('a refusal by the credit limit suspends the order with its reason; saved again it resumes and fills', async () => {
    const s = await seller();
    await offer(s.id, '80');
    // 10 cbm at 80.00 per 100L15 = 8,000.00 net; the platform has no VAT rate, so gross is net.
    const b = await buyer([s.id], '5000.00');
    const order = await targetOrder(b, { limit: '85', volume: '10' });
    const first = await nextWindow();
    expect(await evaluateTargetOrders(first.windowId, first.now, [order.id])).toEqual([{ outcome: 'suspended', reason: 'insufficient_credit_contact_seller' }]);
    const suspended = await stateOf(order.id);
    expect(suspended).toMatchObject({ status: 'SUSPENDED', suspendedReason: 'insufficient_credit_contact_seller', version: 2, fills: [] });
    expect(await db.order.count({ where: { buyerAccountId: b.accountId } })).toBe(0);
    // The user who placed it is told once, with what stands: 10 cbm at 85,00.
    const { email } = await db.user.findUniqueOrThrow({ where: { id: b.userId } });
    const mails = await db.emailOutbox.findMany({ where: { to: email, template: 'target_order_suspended' } });
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Preiswunsch ausgesetzt: Heizöl EL schwefelarm');
    expect(mails[0].body).toContain('(10 cbm, Limit 85,00 EUR/100L15)');
    // A suspended order waits for the buyer, whatever the windows bring.
    const second = await nextWindow();
    expect(await evaluateTargetOrders(second.windowId, second.now, [order.id])).toEqual([]);

    await db.relationship.updateMany({ where: { buyerAccountId: b.accountId }, data: { creditLimit: '10000.00' } });
    await updateTargetOrder(
      await sessionOf(b.userId),
      order.id,
      {
        productId,
        terminalIds: [terminalId],
        regionIds: [],
        favouriteId: null,
        sellerAccountIds: [],
        deliveryLocationId: b.deliveryLocationId,
        liftingPeriodId: null,
        paymentTermId,
        volume: '10',
        partFills: false,
        minPart: null,
        limitPrice: '85',
        validUntil: '2026-11-30',
        version: 2,
      },
      second.now,
    );
    expect(await stateOf(order.id)).toMatchObject({ status: 'OPEN', suspendedReason: null, version: 3 });
    const third = await nextWindow();
    await evaluateTargetOrders(third.windowId, third.now, [order.id]);
    expect((await stateOf(order.id)).status).toBe('FILLED');
  });
});

describe('expiry and placement', () => {
  test('expires at the end of its last day in the brand zone, not before', async () => {
    const s = await seller();
    await offer(s.id, '95');
    const b = await buyer([s.id]);
    const order = await targetOrder(b, { limit: '90', volume: '10', validUntil: '2026-11-25' });
    // 23:59:59 in Berlin is 22:59:59 UTC: still its day. One second later it has ended.
    const lastMinute = new Date('2026-11-25T22:59:59Z');
    await evaluateTargetOrders(await windowAt(lastMinute), lastMinute, [order.id]);
    expect((await stateOf(order.id)).status).toBe('OPEN');
    const nextDay = new Date('2026-11-25T23:00:00Z');
    await evaluateTargetOrders(await windowAt(nextDay), nextDay, [order.id]);
    expect((await stateOf(order.id)).status).toBe('EXPIRED');
  });

  test('an order the current window already meets fills when it is placed', async () => {
    const s = await seller();
    await offer(s.id, '80');
    const b = await buyer([s.id]);
    const { now } = await nextWindow();
    const order = await targetOrder(b, { limit: '80', volume: '5', createdAt: now });
    expect(await matchPlacedTargetOrder(platformId, order.id, now)).toEqual([expect.objectContaining({ outcome: 'filled' })]);
    expect((await stateOf(order.id)).status).toBe('FILLED');
  });
});
