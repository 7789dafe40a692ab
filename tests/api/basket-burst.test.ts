import { randomUUID } from 'node:crypto';
import { createUser, db } from '../helpers/factories';
import { requiredChoices } from '../helpers/basket-choices';
import { sellerWithOffer } from '../helpers/market-setup';
import { signInAs } from '../helpers/sign-in-as';

/**
 * A burst of buy clicks (issue "A live market at scale", Less per request): the market's buy
 * button sends POST /api/baskets with an Idempotency-Key. More clicks at once than the server's
 * pool has connections (20, DB_POOL_SIZE's default, which the test server keeps) must all be
 * answered: a keyed call that held its transaction's connection while it took more for its reads
 * stalled the pool and answered 503. The same holds for a click that adds to an open basket.
 */
afterAll(() => db.$disconnect());

const BUYERS = 30;

test(`${BUYERS} keyed basket POSTs at once from distinct buyers all create their basket, and as many keyed item POSTs add their item`, async () => {
  const { seller, offer } = await sellerWithOffer({ volume: '1000', max: '50' });
  const buyers = await Promise.all(
    Array.from({ length: BUYERS }, async () => {
      const user = await createUser({ type: 'BUYER' });
      await db.relationship.create({ data: { buyerAccountId: user.accountId, sellerAccountId: seller.id, status: 'ENABLED', creditLimitOption: 'NONE' } });
      return { client: await signInAs(user), choices: await requiredChoices(user.accountId, offer.id) };
    }),
  );
  const answers = await Promise.all(
    buyers.map(({ client, choices }) => client.post('/api/baskets', { offerId: offer.id, quantity: '2', ...choices }, { 'idempotency-key': randomUUID() })),
  );
  expect(answers.map((res) => res.status)).toEqual(Array(BUYERS).fill(200));
  const ids = answers.map((res) => res.body._id as string);
  expect(await db.basket.count({ where: { id: { in: ids } } })).toBe(BUYERS);

  // The same clicks again, now into those baskets (POST /api/baskets/{id}/items): one more item each.
  const added = await Promise.all(
    buyers.map(({ client, choices }, i) =>
      client.post(`/api/baskets/${ids[i]}/items`, { offerId: offer.id, quantity: '2', ...choices }, { 'idempotency-key': randomUUID() }),
    ),
  );
  expect(added.map((res) => res.status)).toEqual(Array(BUYERS).fill(200));
  expect(await db.basketItem.count({ where: { basketId: { in: ids } } })).toBe(2 * BUYERS);

  // A retry of one click replays its answer and creates nothing more.
  const [first] = buyers;
  const key = randomUUID();
  const body = { offerId: offer.id, quantity: '3', ...first.choices };
  const created = await first.client.post('/api/baskets', body, { 'idempotency-key': key });
  const again = await first.client.post('/api/baskets', body, { 'idempotency-key': key });
  expect([again.status, again.headers.get('idempotent-replayed'), again.body]).toEqual([200, 'true', created.body]);
});
