import { randomUUID } from 'node:crypto';
import { createUser, db } from '../helpers/factories';
import { signInAs } from '../helpers/sign-in-as';
import { dieselContract, promptPeriod, triggerParties } from '../helpers/trigger-setup';

/** The trigger calls of issue 11 over HTTP: contracts, triggers with refusals, confirm and cancel, the lists. */
afterAll(() => db.$disconnect());

async function setup() {
  const parties = await triggerParties();
  const seller = await signInAs(parties.sellerUser);
  const buyer = await signInAs(parties.buyerUser);
  const created = await seller.post('/api/triggers/contracts', await dieselContract(parties.buyerUser.accountId));
  expect(created.status).toBe(200);
  const period = await promptPeriod();
  const diesel = await db.product.findFirstOrThrow({ where: { name: 'Diesel B7' } });
  const trigger = (quantity: string, key = randomUUID()) =>
    buyer.post('/api/triggers/orders', {
      contractId: created.body._id,
      items: [{ productId: diesel.id, quantity }],
      liftingPeriodId: period.id,
      acceptTerms: true,
      bookingChecked: true,
      idempotencyKey: key,
    });
  return { ...parties, seller, buyer, contractId: created.body._id as number, period, trigger };
}

describe('trigger contracts', () => {
  test('a seller writes a contract; the buyer sees it with the live price, what is left and whether it may trigger', async () => {
    const { buyer, seller, contractId } = await setup();
    const [contract] = (await buyer.get('/api/triggers/contracts')).body.contracts;
    expect(contract).toMatchObject({
      _id: contractId,
      ekkNumber: 'EKK-4711',
      remaining: '110',
      triggersLeftToday: 3,
      canTrigger: true,
      blockedBy: null,
      bundle: false,
    });
    expect(contract.products[0].price).toMatch(/^\d+(\.\d{1,2})?$/);
    expect((await seller.get('/api/triggers/contracts')).body.contracts[0]).toMatchObject({ _id: contractId, pendingOrders: 0, triggered: '0' });
  });

  test.each([
    [{ products: [] }, 'products'],
    [{ orderMin: '5', orderMax: '2' }, 'orderMax'],
    [{ month: '2026-13' }, 'month'],
    [{ premiumUnit: 'USD/METRIC_TONNE' }, 'conversionFactor'],
    [{ weekdays: [] }, 'weekdays'],
  ])('refuses %j naming %s', async (change, field) => {
    const { sellerUser, buyerUser } = await triggerParties();
    const seller = await signInAs(sellerUser);
    const res = await seller.post('/api/triggers/contracts', await dieselContract(buyerUser.accountId, change));
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty(field);
  });

  test('a mogas bundle must be petrol with a split of 100 %; a buyer not enabled and a seller without the feature are refused', async () => {
    const { sellerUser, buyerUser } = await triggerParties();
    const seller = await signInAs(sellerUser);
    const [e5, e10, diesel] = await Promise.all(['Super E5', 'Super E10', 'Diesel B7'].map((name) => db.product.findFirstOrThrow({ where: { name } })));
    const bundle = (products: { productId: number; percent: string }[]) => dieselContract(buyerUser.accountId, { products });
    expect(
      (
        await seller.post(
          '/api/triggers/contracts',
          await bundle([
            { productId: e5.id, percent: '60' },
            { productId: e10.id, percent: '40' },
          ]),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await seller.post(
          '/api/triggers/contracts',
          await bundle([
            { productId: e5.id, percent: '60' },
            { productId: e10.id, percent: '30' },
          ]),
        )
      ).body.fields,
    ).toEqual({ products: 'split_not_100' });
    expect(
      (
        await seller.post(
          '/api/triggers/contracts',
          await bundle([
            { productId: e5.id, percent: '50' },
            { productId: diesel.id, percent: '50' },
          ]),
        )
      ).body.fields,
    ).toEqual({ products: 'product_required' });
    const stranger = await createUser({ type: 'BUYER' });
    expect((await seller.post('/api/triggers/contracts', await dieselContract(stranger.accountId))).body.fields).toEqual({ buyerAccountId: 'buyer_required' });
    const plain = await signInAs(await createUser({ type: 'SELLER' }));
    expect((await plain.post('/api/triggers/contracts', await dieselContract(buyerUser.accountId))).status).toBe(403);
  });
});

describe('PUT /api/triggers/contracts/{id}', () => {
  test('changes the contract from the version read; a stale version is 409 and another seller 404, changing nothing', async () => {
    const { seller, buyer, buyerUser, contractId, trigger } = await setup();
    const body = await dieselContract(buyerUser.accountId, { monthlyVolume: '40', flexibility: '0' });
    const changed = await seller.put(`/api/triggers/contracts/${contractId}`, { ...body, version: 1 });
    expect(changed.body).toEqual({ _id: contractId, version: 2 });
    expect((await buyer.get('/api/triggers/contracts')).body.contracts[0]).toMatchObject({ monthlyVolume: '40', remaining: '40', version: 2 });
    const stale = await seller.put(`/api/triggers/contracts/${contractId}`, { ...body, monthlyVolume: '90', version: 1 });
    expect([stale.status, stale.body.message, stale.body.data]).toEqual([409, 'contract_edited_elsewhere', { version: 2 }]);
    const other = await triggerParties();
    expect((await (await signInAs(other.sellerUser)).put(`/api/triggers/contracts/${contractId}`, { ...body, version: 2 })).status).toBe(400);
    // The new month counts from the next trigger on.
    expect((await trigger('41')).body.message).toBe('trigger_monthly_volume_used_up');
    expect((await db.triggerContract.findUniqueOrThrow({ where: { id: contractId } })).monthlyVolume.toString()).toBe('40');
  });
});

describe('trigger orders', () => {
  test('the buyer triggers at the price shown; the seller is mailed, confirms once; both see it in their lists', async () => {
    const { buyer, seller, sellerUser, trigger } = await setup();
    const shown = (await buyer.get('/api/triggers/contracts')).body;
    const placed = await trigger('20');
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ orderId: expect.stringMatching(/-T-\d{7}$/), status: 'PENDING', items: [{ quantity: '20' }] });
    const after = (await buyer.get('/api/triggers/contracts')).body;
    // Within one market window the price fixed is the price shown.
    if (after.windowId === shown.windowId) expect(placed.body.items[0].price).toBe(shown.contracts[0].products[0].price);
    expect(after.contracts[0]).toMatchObject({ remaining: '90', triggersLeftToday: 2, triggered: '20' });
    expect(await db.emailOutbox.count({ where: { to: sellerUser.email, template: 'trigger_placed' } })).toBe(1);

    const confirmed = await seller.post(`/api/triggers/orders/${placed.body._id}/confirm`);
    expect(confirmed.body).toEqual({ _id: placed.body._id, status: 'CONFIRMED' });
    for (const step of ['confirm', 'cancel']) {
      const again = await seller.post(`/api/triggers/orders/${placed.body._id}/${step}`);
      expect([again.status, again.body.message]).toEqual([409, 'trigger_already_decided']);
    }
    for (const client of [buyer, seller]) {
      const list = (await client.get('/api/triggers/orders?orderStatusList=CONFIRMED')).body;
      expect(list.orders.map((o: { _id: number }) => o._id)).toEqual([placed.body._id]);
      expect(list.metadata).toEqual({ total: 1, pageCount: 1 });
    }
    const stranger = await signInAs(await createUser({ type: 'BUYER' }));
    expect((await stranger.get('/api/triggers/orders')).body.orders).toEqual([]);
  });

  test('cancelling before confirmation returns the volume; another seller may not decide', async () => {
    const { buyer, seller, trigger } = await setup();
    const placed = (await trigger('50')).body;
    const other = await triggerParties();
    expect((await (await signInAs(other.sellerUser)).post(`/api/triggers/orders/${placed._id}/cancel`)).status).toBe(404);
    expect((await seller.post(`/api/triggers/orders/${placed._id}/cancel`)).body.status).toBe('CANCELLED');
    expect((await buyer.get('/api/triggers/contracts')).body.contracts[0]).toMatchObject({ remaining: '110' });
  });

  test('the same idempotency key twice gives one trigger order', async () => {
    const { trigger, contractId } = await setup();
    const key = randomUUID();
    const [first, second] = [await trigger('5', key), await trigger('5', key)];
    expect(second.body).toEqual(first.body);
    expect(await db.triggerOrder.count({ where: { contractId } })).toBe(1);
  });

  test.each([
    ['0.5', 'trigger_minimum_per_product'],
    ['61', 'trigger_volume_out_of_range'],
  ])('%s cbm is refused with %s, and nothing is written', async (quantity, key) => {
    const { trigger, contractId } = await setup();
    const res = await trigger(quantity);
    expect([res.status, res.body.message]).toEqual([422, key]);
    expect(await db.triggerOrder.count({ where: { contractId } })).toBe(0);
  });

  test('the daily count and the monthly volume (with its flexibility) are refused when used up', async () => {
    const { trigger } = await setup();
    expect((await trigger('60')).status).toBe(200);
    expect((await trigger('45')).status).toBe(200);
    const used = await trigger('6');
    expect([used.body.message, used.body.data]).toEqual(['trigger_monthly_volume_used_up', { available: '5' }]);
    expect((await trigger('5')).status).toBe(200);
    expect((await trigger('1')).body.message).toBe('trigger_daily_limit_reached');
  });

  test('outside trigger times, with the seller link interrupted, or a lifting period outside the month: refused', async () => {
    const { trigger, buyerUser, contractId } = await setup();
    await db.triggerContract.update({ where: { id: contractId }, data: { weekdays: [] } });
    expect((await trigger('5')).body.message).toBe('trigger_outside_times');
    await db.triggerContract.update({ where: { id: contractId }, data: { weekdays: [1, 2, 3, 4, 5, 6, 7], month: '2020-01' } });
    expect((await trigger('5')).body.message).toBe('trigger_invalid_lifting_period');
    await db.relationship.updateMany({ where: { buyerAccountId: buyerUser.accountId }, data: { status: 'DISABLED' } });
    expect((await trigger('5')).body.message).toBe('trigger_trading_not_permitted');
    expect(await db.triggerOrder.count({ where: { contractId } })).toBe(0);
  });
});
