import { DateTime } from 'luxon';
import { brand } from '@/lib/env';
import { messagesFor } from '@/lib/i18n/messages';
import { ApiClient } from '../helpers/api-client';
import { createAccount, createUser, db } from '../helpers/factories';
import { signInAs } from '../helpers/sign-in-as';

/** GET|POST /api/target-orders and PUT|DELETE /api/target-orders/{id}: a buyer's target-price orders (design 13). */
const accounts: number[] = [];
afterAll(async () => {
  await db.targetOrder.deleteMany({ where: { accountId: { in: accounts } } });
  await db.$disconnect();
});

async function buyerWithSeller() {
  const buyer = await createAccount('BUYER');
  const seller = await createAccount('SELLER');
  accounts.push(buyer.id, seller.id);
  const product = await db.product.findFirstOrThrow({ where: { name: 'Heizöl EL schwefelarm' } });
  const terminal = await db.terminal.findFirstOrThrow({ where: { code: 'HH1' } });
  await db.relationship.create({ data: { buyerAccountId: buyer.id, sellerAccountId: seller.id, status: 'ENABLED' } });
  const user = await createUser({ accountId: buyer.id });
  return { buyer, seller, user, product, terminal, client: await signInAs(user) };
}

/** A day `days` after today in the brand's zone; far enough from the edges that the hour of the run does not matter. */
const dayAhead = (days: number) => DateTime.now().setZone(brand().timeZone).plus({ days }).toISODate()!;

// No offer exists at this limit: nothing fills while these tests run.
const body = (productId: number, terminalId: number, sellerId: number, extra: Record<string, unknown> = {}) => ({
  productId,
  terminalIds: [terminalId],
  sellerAccountIds: [sellerId],
  volume: '25',
  partFills: true,
  minPart: '5',
  limitPrice: '10.50',
  validUntil: dayAhead(5),
  ...extra,
});

describe('target-price orders API', () => {
  it('creates, lists, changes and cancels an order of the caller account', async () => {
    const { client, buyer, seller, user, product, terminal } = await buyerWithSeller();
    const created = await client.post('/api/target-orders', body(product.id, terminal.id, seller.id, { accountId: 1, userId: 1, status: 'FILLED' }));
    expect(created.status).toBe(200);
    expect(created.body.version).toBe(1);
    const stored = await db.targetOrder.findUniqueOrThrow({ where: { id: created.body.id } });
    // Owner and state are the server's, whatever the body said.
    expect(stored).toMatchObject({ accountId: buyer.id, userId: user.id, status: 'OPEN', validUntil: dayAhead(5) });
    expect(stored.limitPrice.toString()).toBe('10.5');

    const list = await client.get('/api/target-orders');
    expect(list.status).toBe(200);
    expect(list.body.targetOrders).toEqual([
      expect.objectContaining({
        id: created.body.id,
        product: 'Heizöl EL schwefelarm',
        terminalIds: [terminal.id],
        sellerAccountIds: [seller.id],
        volume: '25',
        filledVolume: '0',
        minPart: '5',
        limitPrice: '10.5',
        status: 'OPEN',
        suspendedReason: null,
        version: 1,
        fills: [],
      }),
    ]);

    const changed = await client.put(`/api/target-orders/${created.body.id}`, {
      ...body(product.id, terminal.id, seller.id, { limitPrice: '11' }),
      version: 1,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.version).toBe(2);
    // A second edit from the version it started from was overtaken: 409 with the current version, nothing written.
    const stale = await client.put(`/api/target-orders/${created.body.id}`, { ...body(product.id, terminal.id, seller.id, { limitPrice: '12' }), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: 'target_order_changed_elsewhere', data: { version: 2 } });
    expect((await db.targetOrder.findUniqueOrThrow({ where: { id: created.body.id } })).limitPrice.toString()).toBe('11');

    expect((await client.delete(`/api/target-orders/${created.body.id}?version=1`)).status).toBe(409);
    expect((await client.delete(`/api/target-orders/${created.body.id}?version=2`)).status).toBe(200);
    const cancelled = await db.targetOrder.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(cancelled).toMatchObject({ status: 'CANCELLED', version: 3 });
    // A cancelled order is history: no edit, no second cancel.
    const closed = await client.put(`/api/target-orders/${created.body.id}`, { ...body(product.id, terminal.id, seller.id), version: 3 });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('target_order_closed');
    expect((await client.delete(`/api/target-orders/${created.body.id}?version=3`)).status).toBe(409);
  });

  it('lets a colleague of the same company see and change it, and no other company', async () => {
    const owner = await buyerWithSeller();
    const { body: created } = await owner.client.post('/api/target-orders', body(owner.product.id, owner.terminal.id, owner.seller.id));
    const colleague = await signInAs(await createUser({ accountId: owner.buyer.id }));
    expect((await colleague.get('/api/target-orders')).body.targetOrders.map((t: { id: number }) => t.id)).toEqual([created.id]);

    const stranger = await buyerWithSeller();
    expect((await stranger.client.get('/api/target-orders')).body.targetOrders).toEqual([]);
    const edit = { ...body(stranger.product.id, stranger.terminal.id, stranger.seller.id, { limitPrice: '1' }), version: 1 };
    expect((await stranger.client.put(`/api/target-orders/${created.id}`, edit)).status).toBe(404);
    expect((await stranger.client.delete(`/api/target-orders/${created.id}?version=1`)).status).toBe(404);
    expect(await db.targetOrder.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({ status: 'OPEN', version: 1 });
  });

  it('answers 401 without a session, 403 to a seller and to a buyer without the purchase right, and writes nothing', async () => {
    const { product, terminal, seller, buyer } = await buyerWithSeller();
    const anonymous = new ApiClient();
    expect((await anonymous.get('/api/target-orders')).status).toBe(401);
    expect((await anonymous.post('/api/target-orders', body(product.id, terminal.id, seller.id))).status).toBe(401);
    const sellerUser = await signInAs(await createUser({ accountId: seller.id }));
    expect((await sellerUser.get('/api/target-orders')).status).toBe(403);
    expect((await sellerUser.post('/api/target-orders', body(product.id, terminal.id, seller.id))).status).toBe(403);
    const viewer = await signInAs(await createUser({ accountId: buyer.id, roles: [] }));
    expect((await viewer.post('/api/target-orders', body(product.id, terminal.id, seller.id))).status).toBe(403);
    expect(await db.targetOrder.count({ where: { accountId: { in: [buyer.id, seller.id] } } })).toBe(0);
  });

  it.each([
    ['no volume', { volume: undefined }, 'volume', 'quantity_invalid'],
    ['a volume with four decimals', { volume: '1.2345' }, 'volume', 'quantity_invalid'],
    ['a negative volume', { volume: '-5' }, 'volume', 'quantity_invalid'],
    ['a limit with more decimals than the brand has', { limitPrice: '10.12345' }, 'limitPrice', 'invalid_number'],
    ['a limit of zero', { limitPrice: '0' }, 'limitPrice', 'invalid_number'],
    ['no limit', { limitPrice: undefined }, 'limitPrice', 'price_value_required'],
    ['a minimum part above the volume', { minPart: '30' }, 'minPart', 'min_part_invalid'],
    ['a minimum part without part fills', { partFills: false }, 'minPart', 'min_part_invalid'],
    ['a last day 32 days ahead', { validUntil: dayAhead(32) }, 'validUntil', 'valid_until_out_of_range'],
    ['a last day in the past', { validUntil: dayAhead(-2) }, 'validUntil', 'valid_until_out_of_range'],
    ['a day that is no date', { validUntil: '2026-02-30x' }, 'validUntil', 'invalid_date'],
    ['a product that does not exist', { productId: 2_000_000_000 }, 'productId', 'product_required'],
    ['a terminal that does not exist', { terminalIds: [2_000_000_000] }, 'terminalIds', 'terminal_required'],
    ['a seller it does not trade with', { sellerAccountIds: [1] }, 'sellerAccountIds', 'no_seller_relationship'],
    ['an address of another company', { deliveryLocationId: 2_000_000_000 }, 'deliveryLocationId', 'delivery_address_required'],
  ])('answers 400 naming the field for %s, translated, and writes nothing', async (_case, change, field, key) => {
    const { client, product, terminal, seller, buyer } = await buyerWithSeller();
    const res = await client.post('/api/target-orders', body(product.id, terminal.id, seller.id, change));
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(key);
    for (const locale of ['de', 'en'] as const) expect(messagesFor(locale).validation).toHaveProperty(key);
    expect(await db.targetOrder.count({ where: { accountId: buyer.id } })).toBe(0);
  });

  it('leaves an order unchanged when an edit is refused', async () => {
    const { client, product, terminal, seller } = await buyerWithSeller();
    const { body: created } = await client.post('/api/target-orders', body(product.id, terminal.id, seller.id));
    const res = await client.put(`/api/target-orders/${created.id}`, { ...body(product.id, terminal.id, seller.id, { volume: 'x' }), version: 1 });
    expect(res.status).toBe(400);
    const noVersion = await client.put(`/api/target-orders/${created.id}`, body(product.id, terminal.id, seller.id));
    expect(noVersion.body.fields.version).toBe('version_required');
    expect(await db.targetOrder.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({ version: 1, status: 'OPEN' });
  });
});
