import { DateTime } from 'luxon';
import { brand } from '@/lib/env';
import { createAccount, createUser, db } from '../helpers/factories';
import { signInAs } from '../helpers/sign-in-as';

/** GET /api/target-orders/demand: the open target-order volume a seller's relationships could fill, without names (design 13). */
const accounts: number[] = [];
afterAll(async () => {
  await db.targetOrder.deleteMany({ where: { accountId: { in: accounts } } });
  await db.$disconnect();
});

const dayAhead = (days: number) => DateTime.now().setZone(brand().timeZone).plus({ days }).toISODate()!;

async function account(type: 'BUYER' | 'SELLER') {
  const created = await createAccount(type);
  accounts.push(created.id);
  return created;
}

test('a seller sees the volume per product, region and price band its relationships could fill, and no buyer', async () => {
  const seller = await account('SELLER');
  const other = await account('SELLER');
  const product = await db.product.findFirstOrThrow({ where: { name: 'Heizöl EL schwefelarm' } });
  const otherProduct = await db.product.findFirstOrThrow({ where: { name: 'Diesel B7' } });
  const terminal = await db.terminal.findFirstOrThrow({ where: { code: 'HH1' }, include: { region: true } });
  const [enabled, productOnlyOther, disabled, namesOther] = await Promise.all([account('BUYER'), account('BUYER'), account('BUYER'), account('BUYER')]);
  await db.relationship.createMany({
    data: [
      { buyerAccountId: enabled.id, sellerAccountId: seller.id, status: 'ENABLED' },
      { buyerAccountId: productOnlyOther.id, sellerAccountId: seller.id, status: 'ENABLED', allProducts: false },
      { buyerAccountId: disabled.id, sellerAccountId: seller.id, status: 'DISABLED' },
      { buyerAccountId: namesOther.id, sellerAccountId: seller.id, status: 'ENABLED' },
    ],
  });
  const released = await db.relationship.findFirstOrThrow({ where: { buyerAccountId: productOnlyOther.id } });
  await db.relationshipProduct.create({ data: { relationshipId: released.id, productId: otherProduct.id } });
  const order = (accountId: number, fields: Record<string, unknown>) => ({
    accountId,
    userId: 1,
    productId: product.id,
    terminalIds: [],
    sellerAccountIds: [],
    volume: '10',
    limitPrice: '88.40',
    validUntil: dayAhead(3),
    ...fields,
  });
  await db.targetOrder.createMany({
    data: [
      order(enabled.id, { terminalIds: [terminal.id], volume: '10', filledVolume: '4', status: 'PARTLY_FILLED' }),
      order(enabled.id, { terminalIds: [terminal.id], volume: '2', limitPrice: '88.99' }),
      order(enabled.id, { volume: '5', limitPrice: '87.10' }),
      order(enabled.id, { status: 'CANCELLED' }),
      order(enabled.id, { status: 'SUSPENDED' }),
      order(enabled.id, { validUntil: dayAhead(-2) }),
      order(productOnlyOther.id, {}),
      order(disabled.id, {}),
      order(namesOther.id, { sellerAccountIds: [other.id] }),
      order(namesOther.id, { sellerAccountIds: [other.id, seller.id], volume: '1' }),
    ],
  });

  const client = await signInAs(await createUser({ accountId: seller.id }));
  const res = await client.get('/api/target-orders/demand');
  expect(res.status).toBe(200);
  expect(res.body.demand).toEqual([
    // Any terminal: the order that names this seller beside another, and one a band lower.
    { productId: product.id, product: product.name, regionId: null, region: null, bandFrom: '88.00', bandTo: '89.00', volume: '1', orders: 1 },
    { productId: product.id, product: product.name, regionId: null, region: null, bandFrom: '87.00', bandTo: '88.00', volume: '5', orders: 1 },
    // What is still wanted: 10 less 4 filled, and 2.
    {
      productId: product.id,
      product: product.name,
      regionId: terminal.regionId,
      region: terminal.region.name,
      bandFrom: '88.00',
      bandTo: '89.00',
      volume: '8',
      orders: 2,
    },
  ]);
  const text = JSON.stringify(res.body);
  for (const buyer of [enabled, namesOther]) {
    expect(text).not.toContain(buyer.name);
    expect(text).not.toContain(`"accountId"`);
  }
});

test('a buyer may not ask for the demand', async () => {
  const client = await signInAs(await createUser({ accountId: (await account('BUYER')).id }));
  expect((await client.get('/api/target-orders/demand')).status).toBe(403);
});
