import { randomUUID } from 'node:crypto';
import { ApiClient, freshIp, signedIn } from '../helpers/api-client';
import { createAccount, createUser, db, TEST_PASSWORD } from '../helpers/factories';

/**
 * GET /api/orders/orderStats against the running server, with accounts and orders of its own:
 * buyer B1 orders from sellers S1 and S2, buyer B2 only from S1.
 */
const DAY = 86_400_000;
let b1: number, b2: number, s1: number, s2: number;
let b1Email: string, b2Email: string, s1Email: string;
let heating: { id: number; name: string }, diesel: { id: number; name: string };
let hamburg: { id: number; name: string }, duisburg: { id: number; name: string };
const offerIds: number[] = [];
const orderIds: number[] = [];

async function offerOf(sellerAccountId: number, productId: number, terminalId: number) {
  const offer = await db.offer.create({
    data: {
      sellerAccountId,
      productId,
      terminalId,
      status: 'REMOVED',
      priceType: 'FIXED',
      fixedPrice: '100',
      totalVolume: '1000',
      remainingVolume: '0',
      minOrderQuantity: '1',
      maxOrderQuantity: '1000',
      startsAt: new Date(Date.now() - 30 * DAY),
      endsAt: new Date(Date.now() - DAY),
    },
  });
  offerIds.push(offer.id);
  return offer.id;
}

async function order(o: {
  buyer: number;
  buyerUser: number;
  seller: number;
  product: number;
  terminal: number;
  quantity: number;
  status?: 'COMPLETE' | 'CANCELLED';
  daysAgo?: number;
  /** An order of containers (its quantity their cbm). */
  containers?: { unitCount: number; purchaseUnit: string };
}) {
  const net = (o.quantity * 1000).toFixed(2);
  const vat = (o.quantity * 190).toFixed(2);
  const created = new Date(Date.now() - (o.daysAgo ?? 0) * DAY - 60_000);
  const row = await db.order.create({
    data: {
      orderNumber: `TEST-${randomUUID()}`,
      contractNumber: 'K-TEST',
      pickupNumber: 'P-TEST',
      buyerAccountId: o.buyer,
      buyerUserId: o.buyerUser,
      sellerAccountId: o.seller,
      offerId: await offerOf(o.seller, o.product, o.terminal),
      productId: o.product,
      terminalId: o.terminal,
      status: o.status ?? 'COMPLETE',
      quantity: String(o.quantity),
      price: '100',
      net,
      vatRate: '19',
      vat,
      gross: (Number(net) + Number(vat)).toFixed(2),
      currency: 'EUR',
      windowId: 0,
      created,
      ...o.containers,
    },
  });
  orderIds.push(row.id);
}

const login = (email: string) => signedIn(email, TEST_PASSWORD, { 'x-forwarded-for': freshIp() });
const ranking = (client: ApiClient, query = '') => client.get(`/api/orders/orderStats?statType=ACCOUNT_RANKING${query}`);

beforeAll(async () => {
  [heating, diesel] = await Promise.all(
    ['Heizöl EL schwefelarm', 'Diesel B7'].map((name) => db.product.findFirstOrThrow({ where: { name }, select: { id: true, name: true } })),
  );
  [hamburg, duisburg] = await Promise.all(['HH1', 'DU1'].map((code) => db.terminal.findFirstOrThrow({ where: { code }, select: { id: true, name: true } })));
  const [accB1, accB2, accS1, accS2] = await Promise.all([createAccount('BUYER'), createAccount('BUYER'), createAccount('SELLER'), createAccount('SELLER')]);
  [b1, b2, s1, s2] = [accB1.id, accB2.id, accS1.id, accS2.id];
  const [u1, u2, us1] = await Promise.all([createUser({ accountId: b1 }), createUser({ accountId: b2 }), createUser({ accountId: s1, roles: [] })]);
  [b1Email, b2Email, s1Email] = [u1.email, u2.email, us1.email];
  const base = { buyer: b1, buyerUser: u1.id };
  // B1 with S1: 10 + 20 (heating, Hamburg) + 5 (diesel, Duisburg) = 35 in 3 orders; a cancelled 100 does not count.
  await order({ ...base, seller: s1, product: heating.id, terminal: hamburg.id, quantity: 10 });
  await order({ ...base, seller: s1, product: heating.id, terminal: hamburg.id, quantity: 20 });
  await order({ ...base, seller: s1, product: diesel.id, terminal: duisburg.id, quantity: 5 });
  await order({ ...base, seller: s1, product: heating.id, terminal: hamburg.id, quantity: 100, status: 'CANCELLED' });
  // B1 with S2: 15 today and 25 ten days ago (heating, Hamburg) = 40 in 2 orders.
  await order({ ...base, seller: s2, product: heating.id, terminal: hamburg.id, quantity: 15 });
  await order({ ...base, seller: s2, product: heating.id, terminal: hamburg.id, quantity: 25, daysAgo: 10 });
  // B2 with S1: one large order that B1 must never see.
  await order({ buyer: b2, buyerUser: u2.id, seller: s1, product: diesel.id, terminal: hamburg.id, quantity: 500 });
});

afterAll(async () => {
  await db.order.deleteMany({ where: { id: { in: orderIds } } });
  await db.offer.deleteMany({ where: { id: { in: offerIds } } });
  await db.$disconnect();
});

const names = async (id: number) => (await db.account.findUniqueOrThrow({ where: { id } })).name;

describe('GET /api/orders/orderStats ACCOUNT_RANKING', () => {
  it('ranks the sellers of a buyer by volume with exact counts, without cancelled orders', async () => {
    const res = await ranking(await login(b1Email));
    expect(res.status).toBe(200);
    expect(res.body.orderStats.accountRanking).toEqual([
      { position: 1, accountName: await names(s2), orders: 2, volume: 40 },
      { position: 2, accountName: await names(s1), orders: 3, volume: 35 },
    ]);
  });

  it('ranks the buyers of a seller (the counterparty is the buyer for sellers)', async () => {
    const res = await ranking(await login(s1Email));
    expect(res.status).toBe(200);
    expect(res.body.orderStats.accountRanking).toEqual([
      { position: 1, accountName: await names(b2), orders: 1, volume: 500 },
      { position: 2, accountName: await names(b1), orders: 3, volume: 35 },
    ]);
  });

  it("never shows a buyer another buyer's numbers", async () => {
    const res = await ranking(await login(b2Email), `&terminalSelected=${hamburg.id}`);
    expect(res.body.orderStats.accountRanking).toEqual([{ position: 1, accountName: await names(s1), orders: 1, volume: 500 }]);
    // an account id smuggled into the query is not a scope
    const smuggled = await (await login(b2Email)).get(`/api/orders/orderStats?statType=ACCOUNT_RANKING&accountId=${b1}&buyerAccountId=${b1}`);
    expect(smuggled.body.orderStats.accountRanking).toHaveLength(1);
    expect(smuggled.body.orderStats.accountRanking[0].volume).toBe(500);
  });

  it('narrows by terminal and by product', async () => {
    const client = await login(b1Email);
    const byTerminal = await ranking(client, `&terminalSelected=${duisburg.id}`);
    expect(byTerminal.body.orderStats.accountRanking).toEqual([{ position: 1, accountName: await names(s1), orders: 1, volume: 5 }]);
    const byProduct = await ranking(client, `&productSelected=${heating.id}`);
    expect(byProduct.body.orderStats.accountRanking).toEqual([
      { position: 1, accountName: await names(s2), orders: 2, volume: 40 },
      { position: 2, accountName: await names(s1), orders: 2, volume: 30 },
    ]);
  });

  it('narrows by quick range and by date range', async () => {
    const client = await login(b1Email);
    const week = await ranking(client, '&dayQuery=7');
    expect(week.body.orderStats.accountRanking).toEqual([
      { position: 1, accountName: await names(s1), orders: 3, volume: 35 },
      { position: 2, accountName: await names(s2), orders: 1, volume: 15 },
    ]);
    const start = new Date(Date.now() - 11 * DAY).toISOString();
    const end = new Date(Date.now() - 9 * DAY).toISOString();
    const range = await ranking(client, `&dateRangeSelected=${start},${end}`);
    expect(range.body.orderStats.accountRanking).toEqual([{ position: 1, accountName: await names(s2), orders: 1, volume: 25 }]);
  });

  it("offers only the terminals, products and delivery addresses of the caller's own orders", async () => {
    const res = await ranking(await login(b1Email));
    expect(res.body.options.terminals.map((t: { id: number }) => t.id).sort()).toEqual([hamburg.id, duisburg.id].sort());
    expect(res.body.options.products.map((p: { name: string }) => p.name).sort()).toEqual([heating.name, diesel.name].sort());
    expect(res.body.options.deliveryAddresses).toEqual([]);
    const other = await ranking(await login(b2Email));
    expect(other.body.options.terminals).toEqual([{ id: hamburg.id, name: hamburg.name }]);
  });

  it('refuses a future date range, a reversed range, a bad stat type and a bad day count with 400', async () => {
    const client = await login(b1Email);
    const future = await ranking(client, `&dateRangeSelected=${new Date().toISOString()},${new Date(Date.now() + 2 * DAY).toISOString()}`);
    expect(future.status).toBe(400);
    expect(future.body.fields).toEqual({ dateRangeSelected: 'date_in_future' });
    const reversed = await ranking(client, `&dateRangeSelected=${new Date(Date.now() - DAY).toISOString()},${new Date(Date.now() - 3 * DAY).toISOString()}`);
    expect(reversed.status).toBe(400);
    expect((await client.get('/api/orders/orderStats?statType=TOP_SECRET')).status).toBe(400);
    expect((await client.get('/api/orders/orderStats')).status).toBe(400);
    expect((await ranking(client, '&dayQuery=2')).status).toBe(400);
    expect((await ranking(client, '&terminalSelected=1;DROP')).status).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expect((await ranking(new ApiClient())).status).toBe(401);
  });

  it("answers the spec's trailing-slash path by a redirect to the canonical one", async () => {
    const client = await login(b1Email);
    const res = await client.get('/api/orders/orderStats/?statType=ACCOUNT_RANKING&dayQuery=7');
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toMatch(/\/api\/orders\/orderStats\?statType=ACCOUNT_RANKING&dayQuery=7$/);
  });
});

describe('GET /api/orders/orderStats of additives', () => {
  it('counts an order of 4 drums by its cbm in the ranking and the product volume, like any order', async () => {
    const [buyer, seller] = await Promise.all([createUser({ type: 'BUYER' }), createAccount('SELLER')]);
    const winter = await db.product.findFirstOrThrow({ where: { name: 'Heizöl-Additiv Winterschutz (Fass 200 l)' }, select: { id: true, name: true } });
    const containers = { unitCount: 4, purchaseUnit: 'Fass (200 l)' };
    await order({ buyer: buyer.accountId, buyerUser: buyer.id, seller: seller.id, product: winter.id, terminal: duisburg.id, quantity: 0.8, containers });
    const client = await login(buyer.email);
    expect((await ranking(client)).body.orderStats.accountRanking).toEqual([{ position: 1, accountName: seller.name, orders: 1, volume: 0.8 }]);
    const volume = await client.get('/api/orders/orderStats?statType=PRODUCT_VOLUME');
    expect(volume.body.orderStats.productVolume.products).toEqual([{ id: winter.id, name: winter.name, orders: 1, volume: 0.8 }]);
  });
});

describe('GET /api/orders/orderStats PRODUCT_VOLUME', () => {
  it('sums the volume per product and per day, narrowed by account', async () => {
    const client = await login(b1Email);
    const res = await client.get('/api/orders/orderStats?statType=PRODUCT_VOLUME');
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(
      res.body.orderStats.productVolume.products.map((p: { name: string; orders: number; volume: number }) => [p.name, [p.orders, p.volume]]),
    );
    expect(byName).toEqual({ [heating.name]: [4, 70], [diesel.name]: [1, 5] });
    const daySum = res.body.orderStats.productVolume.days.reduce((s: number, d: { volume: number }) => s + d.volume, 0);
    expect(daySum).toBe(75);
    expect(res.body.options.accounts.map((a: { id: number }) => a.id).sort()).toEqual([s1, s2].sort());

    const onlyS2 = await client.get(`/api/orders/orderStats?statType=PRODUCT_VOLUME&accountSelected=${s2}`);
    expect(onlyS2.body.orderStats.productVolume.products).toEqual([{ id: heating.id, name: heating.name, orders: 2, volume: 40 }]);
    expect(onlyS2.body.orderStats.productVolume.days).toHaveLength(2);
  });
});
