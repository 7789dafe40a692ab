import { ROLES } from '@/lib/access/routes';
import { requiredChoices } from '../helpers/basket-choices';
import { createAccount, createUser, db } from '../helpers/factories';
import { newKey, sellerWithOffer } from '../helpers/market-setup';
import { signInAs } from '../helpers/sign-in-as';

/**
 * security 5 over real HTTP: a valid body with `accountId`, `isAdmin`, `roles`, `version`,
 * `status`, `id` and `createdAt` beside it changes nothing beyond what the valid body does. The
 * schemas drop keys they do not declare (lib/api/mass-assignment.test.ts holds every writing
 * call to that), so the calls answer as usual and the stored rows must not have taken the
 * foreign values: read here, and at the end across every table of the database. A strict schema
 * refuses the body instead (400) and writes nothing.
 */
afterAll(() => db.$disconnect());

const FOREIGN_ID = 2147480001;
const FOREIGN_VERSION = 424242;
const FOREIGN_CREATED = '2001-02-03T04:05:06.000Z';
let foreignAccountId: number;
/** The foreign fields of the issue, with `status` set per call to a state the call must not take from the body. */
const extras = (status: string) => ({
  accountId: foreignAccountId,
  isAdmin: true,
  roles: Object.values(ROLES),
  version: FOREIGN_VERSION,
  status,
  id: FOREIGN_ID,
  createdAt: FOREIGN_CREATED,
});

const ADDRESS = { company: 'Tanklager Süd', street: 'Hafenstraße 1', postCode: '20457', city: 'Hamburg', county: 'Hamburg', country: 'DE' };

beforeAll(async () => {
  foreignAccountId = (await createAccount('SELLER')).id;
});

test("a member's own profile: the name changes, not admin, roles, account, status or creation time", async () => {
  const member = await createUser({ type: 'BUYER', roles: [ROLES.purchase] });
  const client = await signInAs(member);
  const res = await client.put('/api/user/-1', { firstName: 'Eigen', ...extras('BLOCKED') });
  expect(res.status).toBe(200);
  const row = await db.user.findUniqueOrThrow({ where: { id: member.id } });
  expect(row).toMatchObject({ firstName: 'Eigen', isAdmin: false, roles: [ROLES.purchase], accountId: member.accountId, statusId: member.statusId });
  expect(row.createdAt).toEqual(member.createdAt);
});

test("a delivery address is the caller account's, with its own id", async () => {
  const buyer = await createUser({ type: 'BUYER' });
  const res = await (await signInAs(buyer)).post('/api/metadata/locations', { ...ADDRESS, ...extras('DELETED') });
  expect(res.status).toBe(201);
  const rows = await db.deliveryLocation.findMany({ where: { OR: [{ accountId: buyer.accountId }, { accountId: foreignAccountId }] } });
  expect(rows.map((row) => row.accountId)).toEqual([buyer.accountId]);
  expect(rows[0].id).not.toBe(FOREIGN_ID);
});

test("a buyer's relationship request starts NEW and belongs to the buyer, whatever status it sends", async () => {
  const { seller } = await sellerWithOffer({ volume: '10' });
  const buyer = await createUser({ type: 'BUYER', roles: [ROLES.relationships] });
  const res = await (await signInAs(buyer)).post('/api/relationships', { sellerAccountId: seller.id, message: 'Hallo', ...extras('ENABLED') });
  expect(res.status).toBeLessThan(300);
  const rows = await db.relationship.findMany({ where: { sellerAccountId: seller.id } });
  expect(rows.map((row) => [row.buyerAccountId, row.status])).toEqual([[buyer.accountId, 'NEW']]);
  expect(rows[0].requestedAt.toISOString()).not.toBe(FOREIGN_CREATED);
});

test("a price rule is the seller's, at version 1, and an edit's version is compared, not stored", async () => {
  const seller = await createUser({ type: 'SELLER' });
  const body = { kind: 'ICE_LIVE_PREMIUM', value: '12.5', unit: 'USD/METRIC_TONNE' };
  const client = await signInAs(seller);
  const res = await client.post('/api/pricing/rules', { ...body, ...extras('INACTIVE'), sellerAccountId: foreignAccountId });
  expect([res.status, res.body.fields]).toEqual([200, undefined]);
  const rows = await db.priceRule.findMany({ where: { OR: [{ sellerAccountId: seller.accountId }, { sellerAccountId: foreignAccountId }] } });
  expect(rows.map((row) => [row.sellerAccountId, row.version])).toEqual([[seller.accountId, 1]]);
  // An edit's version is compared, never stored: a foreign one is a conflict, the right one counts on by one.
  const edit = { ...body, value: '13', sellerAccountId: foreignAccountId, id: FOREIGN_ID, createdAt: FOREIGN_CREATED };
  expect((await client.put(`/api/pricing/rules/${rows[0].id}`, { ...edit, version: FOREIGN_VERSION })).status).toBe(409);
  expect((await client.put(`/api/pricing/rules/${rows[0].id}`, { ...edit, version: 1 })).status).toBe(200);
  const edited = await db.priceRule.findUniqueOrThrow({ where: { id: rows[0].id } });
  expect([edited.sellerAccountId, edited.version, edited.value.toString()]).toEqual([seller.accountId, 2, '13']);
});

test("an order placed at checkout is the buyer's, in its first state at the offer's price, whatever basket and checkout bodies add", async () => {
  const { seller, offer } = await sellerWithOffer({ volume: '100', min: '1', max: '50' });
  const buyer = await createUser({ type: 'BUYER' });
  await db.relationship.create({ data: { buyerAccountId: buyer.accountId, sellerAccountId: seller.id, status: 'ENABLED', creditLimitOption: 'NONE' } });
  const client = await signInAs(buyer);
  const basket = await client.post('/api/baskets', {
    offerId: offer.id,
    quantity: '2',
    ...(await requiredChoices(buyer.accountId, offer.id)),
    ...extras('ORDERED'),
  });
  expect(basket.status).toBe(200);
  const res = await client.post(`/api/baskets/${basket.body._id}/checkout`, {
    termsAccepted: true,
    orderChecked: true,
    idempotencyKey: newKey(),
    ...extras('CONFIRMED'),
    buyerAccountId: foreignAccountId,
    price: '0.01',
  });
  expect(res.status).toBe(200);
  const orders = await db.order.findMany({ where: { offerId: offer.id } });
  expect(orders.map((order) => [order.buyerAccountId, order.status, order.quantity.toString()])).toEqual([[buyer.accountId, 'INCOMPLETE', '2']]);
  expect(orders[0].price.toString()).not.toBe('0.01');
});

test('a strict schema refuses the foreign fields with 400 and writes nothing (news, favourites)', async () => {
  const seller = await signInAs(await createUser({ type: 'SELLER' }));
  const news = await seller.post('/api/news', { title: 'Ladezeiten', content: 'Ab Montag.', ...extras('PUBLISHED') });
  expect(news.status).toBe(400);
  const buyer = await createUser({ type: 'BUYER' });
  const favourite = await (
    await signInAs(buyer)
  ).post('/api/favourites', { name: 'A', products: [], regions: [], terminals: [], sellers: [], ...extras('ACTIVE') });
  expect(favourite.status).toBe(400);
  expect(await db.favourite.count({ where: { userId: buyer.id } })).toBe(0);
});

test('nowhere in the database: no row of the foreign account, id, version or creation time', async () => {
  const columns = await db.$queryRawUnsafe<{ table: string; column: string }[]>(
    `SELECT table_name::text AS "table", column_name::text AS "column" FROM information_schema.columns
     WHERE table_schema = 'public' AND (column_name ILIKE '%accountid' OR column_name IN ('id', 'version', 'createdAt'))`,
  );
  const foreign: Record<string, string> = { id: String(FOREIGN_ID), version: String(FOREIGN_VERSION), createdAt: '2001-02-03 04:05:06' };
  const found: string[] = [];
  for (const { table, column } of columns) {
    const value = foreign[column] ?? String(foreignAccountId);
    const [{ count }] = await db.$queryRawUnsafe<{ count: number }[]>(`SELECT count(*)::int AS "count" FROM "${table}" WHERE "${column}"::text = $1`, value);
    if (count) found.push(`${table}.${column}`);
  }
  expect(columns.length).toBeGreaterThan(30);
  expect(found).toEqual([]);
});
