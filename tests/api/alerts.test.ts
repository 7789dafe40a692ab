import { ApiClient } from '../helpers/api-client';
import { createAccount, createUser, db } from '../helpers/factories';
import { signInAs } from '../helpers/sign-in-as';

/** GET/POST /api/alerts and DELETE /api/alerts/{id}: a buyer's price alerts (trading-domain 2-5). */
const accounts: number[] = [];
afterAll(async () => {
  await db.priceAlert.deleteMany({ where: { accountId: { in: accounts } } });
  await db.offer.deleteMany({ where: { sellerAccountId: { in: accounts } } });
  await db.$disconnect();
});

async function buyerWithSeller() {
  const buyer = await createAccount('BUYER');
  const seller = await createAccount('SELLER');
  accounts.push(buyer.id, seller.id);
  const product = await db.product.findFirstOrThrow({ where: { name: 'Heizöl EL schwefelarm' } });
  const terminal = await db.terminal.findFirstOrThrow({ where: { code: 'HH1' } });
  await db.relationship.create({ data: { buyerAccountId: buyer.id, sellerAccountId: seller.id, status: 'ENABLED' } });
  // A fixed-price offer the buyer may buy, so the alert names a real market.
  await db.offer.create({
    data: {
      sellerAccountId: seller.id,
      productId: product.id,
      terminalId: terminal.id,
      priceType: 'FIXED',
      fixedPrice: '89.50',
      totalVolume: '100',
      remainingVolume: '100',
      minOrderQuantity: '1',
      maxOrderQuantity: '50',
      startsAt: new Date(Date.now() - 3_600_000),
      endsAt: new Date(Date.now() + 86_400_000),
      dailyStart: '00:00',
      dailyEnd: '00:00',
    },
  });
  const user = await createUser({ accountId: buyer.id });
  return { buyer, seller, user, product, terminal, client: await signInAs(user) };
}

const alertBody = (productId: number, terminalId: number, extra: Record<string, unknown> = {}) => ({
  note: 'Winterbevorratung',
  price: '85.50',
  operator: 'LTE',
  productId,
  terminalId,
  liftingPeriodType: 'PROMPT',
  ...extra,
});

describe('price alerts API', () => {
  it('creates, lists and deletes an alert of the caller', async () => {
    const { client, product, terminal, user, buyer } = await buyerWithSeller();
    const created = await client.post('/api/alerts', alertBody(product.id, terminal.id, { status: 'TRIGGERED', accountId: 1, userId: 1 }));
    expect(created.status).toBe(200);
    expect(typeof created.body.id).toBe('number');

    const stored = await db.priceAlert.findUniqueOrThrow({ where: { id: created.body.id } });
    // Owner and status are the server's, whatever the body said.
    expect(stored).toMatchObject({ userId: user.id, accountId: buyer.id, status: 'ACTIVE', operator: 'LTE', liftingPeriodType: 'PROMPT' });
    expect(stored.price.toString()).toBe('85.5');

    const list = await client.get('/api/alerts');
    expect(list.status).toBe(200);
    expect(list.body.alerts).toEqual([
      expect.objectContaining({
        id: created.body.id,
        note: 'Winterbevorratung',
        price: '85.5',
        operator: 'LTE',
        productId: product.id,
        product: 'Heizöl EL schwefelarm',
        terminalId: terminal.id,
        terminal: terminal.name,
        liftingPeriodType: 'PROMPT',
        status: 'ACTIVE',
        triggeredAt: null,
      }),
    ]);

    expect((await client.delete(`/api/alerts/${created.body.id}`)).status).toBe(200);
    expect(await db.priceAlert.findUnique({ where: { id: created.body.id } })).toBeNull();
    expect((await client.get('/api/alerts')).body.alerts).toEqual([]);
    expect((await client.delete(`/api/alerts/${created.body.id}`)).status).toBe(404);
  });

  it("answers 404 for another user's alert and leaves it in place", async () => {
    const owner = await buyerWithSeller();
    const { body } = await owner.client.post('/api/alerts', alertBody(owner.product.id, owner.terminal.id));
    // A colleague in the same company is another user, too.
    const colleague = await signInAs(await createUser({ accountId: owner.buyer.id }));
    const stranger = (await buyerWithSeller()).client;
    for (const other of [colleague, stranger]) {
      expect((await other.delete(`/api/alerts/${body.id}`)).status).toBe(404);
      expect((await other.get('/api/alerts')).body.alerts).toEqual([]);
    }
    expect(await db.priceAlert.findUnique({ where: { id: body.id } })).not.toBeNull();
  });

  it('answers 401 without a session', async () => {
    const anonymous = new ApiClient();
    expect((await anonymous.get('/api/alerts')).status).toBe(401);
    expect((await anonymous.post('/api/alerts', alertBody(1, 1))).status).toBe(401);
    expect((await anonymous.delete('/api/alerts/1')).status).toBe(401);
  });

  it('refuses a seller with 403 and writes nothing', async () => {
    const { product, terminal } = await buyerWithSeller();
    const seller = await createUser({ type: 'SELLER' });
    const res = await (await signInAs(seller)).post('/api/alerts', alertBody(product.id, terminal.id));
    expect(res.status).toBe(403);
    expect(await db.priceAlert.count({ where: { userId: seller.id } })).toBe(0);
  });

  it('accepts a negative price for a price drop (LTE) and the brand decimals', async () => {
    const { client, product, terminal } = await buyerWithSeller();
    const res = await client.post(
      '/api/alerts',
      alertBody(product.id, terminal.id, { price: '-1.25', operator: 'LTE', note: undefined, liftingPeriodType: 'ALL' }),
    );
    expect(res.status).toBe(200);
    const stored = await db.priceAlert.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(stored.price.toString()).toBe('-1.25');
    expect(stored.note).toBe('');
  });

  it.each([
    ['a negative price with GTE', { price: '-1.25', operator: 'GTE' }, 'price', 'negative_only_for_price_drop'],
    ['more decimals than the brand has', { price: '85.123' }, 'price', 'invalid_price'],
    ['a price that is text', { price: 'abc' }, 'price', 'invalid_price'],
    ['no price', { price: '' }, 'price', 'required'],
    ['an unknown operator', { operator: 'EQ' }, 'operator', 'required'],
    ['an unknown lifting period type', { liftingPeriodType: 'MONTH' }, 'liftingPeriodType', 'required'],
    ['a note over 200 characters', { note: 'x'.repeat(201) }, 'note', 'too_long'],
    ['a terminal that does not exist', { terminalId: 2_000_000_000 }, 'terminalId', 'terminal_not_found'],
    ['a product that does not exist', { productId: 2_000_000_000 }, 'productId', 'product_not_found'],
    ['no product', { productId: undefined }, 'productId', 'required'],
  ])('answers 400 naming the field for %s, and writes nothing', async (_case, change, field, message) => {
    const { client, product, terminal, user } = await buyerWithSeller();
    const res = await client.post('/api/alerts', alertBody(product.id, terminal.id, change));
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
    expect(await db.priceAlert.count({ where: { userId: user.id } })).toBe(0);
  });

  it('answers 400 for an additive: alerts follow fuel prices per 100L15', async () => {
    const { client, terminal } = await buyerWithSeller();
    const additive = await db.product.findFirstOrThrow({ where: { type: 'ADDITIVE' } });
    const res = await client.post('/api/alerts', alertBody(additive.id, terminal.id));
    expect(res.status).toBe(400);
    expect(res.body.fields.productId).toBe('product_not_found');
  });

  it('answers 400 for an id that is no number', async () => {
    const { client } = await buyerWithSeller();
    expect((await client.delete('/api/alerts/abc')).status).toBe(400);
  });
});
