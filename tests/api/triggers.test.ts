import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { formatPrice } from '@/lib/format/number';
import { createUser, db } from '../helpers/factories';
import { withWindowLock } from '../helpers/market-factories';
import { signInAs } from '../helpers/sign-in-as';
import { contractOverHttp, dieselContract, triggerAtShownPrice, triggerParties } from '../helpers/trigger-setup';

// A test here may first wait for withWindowLock while a test of another file holds it (up to 60 s).
jest.setTimeout(90_000);

type Desk = Awaited<ReturnType<typeof contractOverHttp>>;

/**
 * The trigger calls of issue 11 over HTTP: contracts, triggers, confirm and cancel, the lists.
 * Tests that trigger hold withWindowLock, so no other file's clone window limits the market meanwhile.
 *
 * @serial Triggers need a live window; no other file's window may replace it meanwhile.
 */
afterAll(() => db.$disconnect());

describe('trigger contracts', () => {
  test('a seller writes a contract; the buyer sees it with the live price, what is left and whether it may trigger', () =>
    withWindowLock(async () => {
      const { buyer, seller, contractId } = await contractOverHttp();
      const [contract] = (await buyer.get('/api/triggers/contracts')).body.contracts;
      expect(contract).toMatchObject({
        _id: contractId,
        ekkNumber: 'EKK-4711',
        terminal: { name: 'Duisburg Ruhrort' },
        remaining: '110',
        triggersLeftToday: 3,
        canTrigger: true,
        blockedBy: null,
        bundle: false,
      });
      expect(contract.products[0].price).toMatch(/^\d+(\.\d{1,2})?$/);
      expect((await seller.get('/api/triggers/contracts')).body.contracts[0]).toMatchObject({ _id: contractId, pendingOrders: 0, triggered: '0' });
    }));

  test.each([
    [{ products: [] }, 'products'],
    [{ orderMin: '5', orderMax: '2' }, 'orderMax'],
    [{ month: '2026-13' }, 'month'],
    [{ premiumUnit: 'USD/METRIC_TONNE' }, 'conversionFactor'],
    // Diesel, a middle distillate, is priced per 100L15.
    [{ premiumUnit: 'EUR/CUBIC_METRE' }, 'premiumUnit'],
    [{ weekdays: [] }, 'weekdays'],
    [{ timeFrom: '09:00', timeTo: '09:00' }, 'timeTo'],
  ])('refuses %j naming %s', async (change, field) => {
    const { sellerUser, buyerUser } = await triggerParties();
    const seller = await signInAs(sellerUser);
    const res = await seller.post('/api/triggers/contracts', await dieselContract(buyerUser.accountId, change));
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty(field);
  });

  test('a mogas bundle must be petrol with a split of 100 % and a premium per cbm or mt; a buyer not enabled and a seller without the feature are refused', async () => {
    const { sellerUser, buyerUser } = await triggerParties();
    const seller = await signInAs(sellerUser);
    const [e5, e10, diesel] = await Promise.all(['Super E5', 'Super E10', 'Diesel B7'].map((name) => db.product.findFirstOrThrow({ where: { name } })));
    const bundle = async (premiumUnit: string, ...parts: [number, string][]) =>
      seller.post(
        '/api/triggers/contracts',
        await dieselContract(buyerUser.accountId, { products: parts.map(([productId, percent]) => ({ productId, percent })), premiumUnit }),
      );
    const perCbm = 'EUR/CUBIC_METRE';
    expect((await bundle(perCbm, [e5.id, '60'], [e10.id, '40'])).status).toBe(200);
    expect((await bundle('EUR/100L15', [e5.id, '60'], [e10.id, '40'])).body.fields).toEqual({ premiumUnit: 'premium_unit_for_product' });
    expect((await bundle(perCbm, [e5.id, '60'], [e10.id, '30'])).body.fields).toEqual({ products: 'split_not_100' });
    expect((await bundle(perCbm, [e5.id, '50'], [diesel.id, '50'])).body.fields).toEqual({ products: 'product_required' });
    const stranger = await createUser({ type: 'BUYER' });
    expect((await seller.post('/api/triggers/contracts', await dieselContract(stranger.accountId))).body.fields).toEqual({ buyerAccountId: 'buyer_required' });
    const plain = await signInAs(await createUser({ type: 'SELLER' }));
    expect((await plain.post('/api/triggers/contracts', await dieselContract(buyerUser.accountId))).status).toBe(403);
  });
});

describe('PUT /api/triggers/contracts/{id}', () => {
  test('changes the contract from the version read; a stale version is 409, another buyer 400 and another seller refused, changing nothing', () =>
    withWindowLock(async () => {
      const { seller, sellerUser, buyer, buyerUser, contractId, trigger } = await contractOverHttp();
      const body = await dieselContract(buyerUser.accountId, { monthlyVolume: '40', flexibility: '0' });
      const changed = await seller.put(`/api/triggers/contracts/${contractId}`, { ...body, version: 1 });
      expect(changed.body).toEqual({ _id: contractId, version: 2 });
      expect((await buyer.get('/api/triggers/contracts')).body.contracts[0]).toMatchObject({ monthlyVolume: '40', remaining: '40', version: 2 });
      const stale = await seller.put(`/api/triggers/contracts/${contractId}`, { ...body, monthlyVolume: '90', version: 1 });
      expect([stale.status, stale.body.message, stale.body.data]).toEqual([409, 'contract_edited_elsewhere', { version: 2 }]);
      // Another buyer the seller has enabled: the contract stays its buyer's.
      const otherBuyer = await createUser({ type: 'BUYER' });
      await db.relationship.create({ data: { buyerAccountId: otherBuyer.accountId, sellerAccountId: sellerUser.accountId, status: 'ENABLED' } });
      const moved = await seller.put(`/api/triggers/contracts/${contractId}`, { ...body, buyerAccountId: otherBuyer.accountId, version: 2 });
      expect([moved.status, moved.body.fields]).toEqual([400, { buyerAccountId: 'buyer_unchangeable' }]);
      const other = await triggerParties();
      expect((await (await signInAs(other.sellerUser)).put(`/api/triggers/contracts/${contractId}`, { ...body, version: 2 })).status).toBe(400);
      // The new month counts from the next trigger on.
      expect((await trigger('41')).body.message).toBe('trigger_monthly_volume_used_up');
      expect(await db.triggerContract.findUniqueOrThrow({ where: { id: contractId } })).toMatchObject({ buyerAccountId: buyerUser.accountId, version: 2 });
    }));

  test('an edit without the conversion factor clears it', async () => {
    const { sellerUser, buyerUser } = await triggerParties();
    const seller = await signInAs(sellerUser);
    const e5 = await db.product.findFirstOrThrow({ where: { name: 'Super E5' } });
    const perTonne = { products: [{ productId: e5.id, percent: '100' }], premium: '20', premiumUnit: 'USD/METRIC_TONNE', conversionFactor: '0.755' };
    const created = await seller.post('/api/triggers/contracts', await dieselContract(buyerUser.accountId, perTonne));
    expect((await seller.get('/api/triggers/contracts')).body.contracts[0].priceBasis).toMatchObject({ conversionFactor: '0.755' });
    const perCbm = await dieselContract(buyerUser.accountId, { ...perTonne, premiumUnit: 'EUR/CUBIC_METRE', conversionFactor: undefined });
    expect((await seller.put(`/api/triggers/contracts/${created.body._id}`, { ...perCbm, version: 1 })).status).toBe(200);
    const { priceBasis } = (await seller.get('/api/triggers/contracts')).body.contracts[0];
    expect(priceBasis).toMatchObject({ premiumUnit: 'EUR/CUBIC_METRE', conversionFactor: null });
  });
});

describe('trigger orders', () => {
  test('the buyer triggers at the price shown; the seller is mailed, confirms once; the buyer is mailed; both see it in their lists', () =>
    withWindowLock(async () => {
      const desk = await contractOverHttp();
      const { buyer, buyerUser, seller, sellerUser } = desk;
      const { res: placed, price, windowId } = await triggerAtShownPrice(desk, '20');
      expect(placed.status).toBe(200);
      expect(placed.body).toMatchObject({ orderId: expect.stringMatching(/-T-\d{7}$/), status: 'PENDING', windowId, items: [{ quantity: '20', price }] });
      expect((await buyer.get('/api/triggers/contracts')).body.contracts[0]).toMatchObject({ remaining: '90', triggersLeftToday: 2, triggered: '20' });
      const placedMail = await db.emailOutbox.findFirstOrThrow({ where: { to: sellerUser.email, template: 'trigger_placed' } });
      // Numbers as the order mails write them: German, the brand's 2 decimals ("63,60", never "63.6").
      expect(placedMail.body).toContain(`Diesel B7: 20 cbm zu ${formatPrice(price, 'de', 2)} EUR/100L15`);
      expect(await db.emailOutbox.count({ where: { to: sellerUser.email, template: 'trigger_placed' } })).toBe(1);

      const confirmed = await seller.post(`/api/triggers/orders/${placed.body._id}/confirm`);
      expect(confirmed.body).toEqual({ _id: placed.body._id, status: 'CONFIRMED' });
      const mail = await db.emailOutbox.findFirstOrThrow({ where: { to: buyerUser.email, template: 'trigger_decided' } });
      // The subject and the body name the status as the trigger screens do.
      expect(mail.subject).toBe(`Trigger ${placed.body.orderId}: Bestätigt`);
      expect(mail.body).toContain('Status: Bestätigt.');
      for (const step of ['confirm', 'cancel']) {
        const again = await seller.post(`/api/triggers/orders/${placed.body._id}/${step}`);
        expect([again.status, again.body.message]).toEqual([409, 'trigger_already_decided']);
      }
      expect(await db.emailOutbox.count({ where: { to: buyerUser.email, template: 'trigger_decided' } })).toBe(1);
      for (const client of [buyer, seller]) {
        const list = (await client.get('/api/triggers/orders?orderStatusList=CONFIRMED')).body;
        expect(list.orders.map((o: { _id: number }) => o._id)).toEqual([placed.body._id]);
        expect(list.metadata).toEqual({ total: 1, pageCount: 1, vatRate: expect.stringMatching(/^\d+\.\d{2}$/) });
      }
      const stranger = await signInAs(await createUser({ type: 'BUYER' }));
      expect((await stranger.get('/api/triggers/orders')).body.orders).toEqual([]);
    }));

  test('cancelling before confirmation returns the volume and mails the buyer; another seller may not decide', () =>
    withWindowLock(async () => {
      const { buyer, buyerUser, seller, trigger } = await contractOverHttp();
      const placed = (await trigger('50')).body;
      const other = await triggerParties();
      expect((await (await signInAs(other.sellerUser)).post(`/api/triggers/orders/${placed._id}/cancel`)).status).toBe(404);
      expect((await seller.post(`/api/triggers/orders/${placed._id}/cancel`)).body.status).toBe('CANCELLED');
      expect((await buyer.get('/api/triggers/contracts')).body.contracts[0]).toMatchObject({ remaining: '110' });
      const mail = await db.emailOutbox.findFirstOrThrow({ where: { to: buyerUser.email, template: 'trigger_decided' } });
      expect(mail.subject).toBe(`Trigger ${placed.orderId}: Storniert`);
      expect(mail.body).toContain('Status: Storniert.');
    }));

  test('a seller user without MyRelationships_View may neither confirm nor cancel (403); one with it may', () =>
    withWindowLock(async () => {
      const { sellerUser, trigger } = await contractOverHttp();
      const placed = (await trigger('5')).body;
      const member = await signInAs(await createUser({ accountId: sellerUser.accountId, type: 'SELLER', roles: [] }));
      for (const step of ['confirm', 'cancel']) {
        const refused = await member.post(`/api/triggers/orders/${placed._id}/${step}`);
        expect([refused.status, refused.body.message]).toEqual([403, 'order_actions_not_allowed']);
      }
      expect((await db.triggerOrder.findUniqueOrThrow({ where: { id: placed._id } })).status).toBe('PENDING');
      const manager = await signInAs(await createUser({ accountId: sellerUser.accountId, type: 'SELLER', roles: ['MyRelationships_View'] }));
      expect((await manager.post(`/api/triggers/orders/${placed._id}/confirm`)).body.status).toBe('CONFIRMED');
    }));

  test('the same idempotency key twice gives one trigger order', () =>
    withWindowLock(async () => {
      const { trigger, contractId } = await contractOverHttp();
      const key = randomUUID();
      const [first, second] = [await trigger('5', { idempotencyKey: key }), await trigger('5', { idempotencyKey: key })];
      expect(second.body).toEqual(first.body);
      expect(await db.triggerOrder.count({ where: { contractId } })).toBe(1);
    }));
});

describe('the collection window fixed when triggered', () => {
  test('the order keeps the lifting period’s first and last day from the day it was placed; the answer, both lists and both mails name them', () =>
    withWindowLock(async () => {
      const { buyer, seller, buyerUser, sellerUser, trigger, period } = await contractOverHttp();
      const today = DateTime.now().setZone('Europe/Berlin').startOf('day');
      const placed = await trigger('5');
      const start = today.plus({ days: period.startDays }).toISODate();
      const end = today.plus({ days: period.endDays }).toISODate();
      expect(placed.body).toMatchObject({ liftingPeriod: period.name, liftingStart: start, liftingEnd: end });
      const stored = await db.triggerOrder.findUniqueOrThrow({ where: { id: placed.body._id } });
      expect([stored.liftingStart.toISOString().slice(0, 10), stored.liftingEnd.toISOString().slice(0, 10)]).toEqual([start, end]);
      for (const client of [buyer, seller]) {
        const [order] = (await client.get('/api/triggers/orders')).body.orders;
        expect(order).toMatchObject({ liftingPeriod: period.name, liftingStart: start, liftingEnd: end });
      }
      const german = (day: string | null) => day!.split('-').reverse().join('.');
      const lifting = `${period.name}, ${german(start)} – ${german(end)}`;
      expect((await db.emailOutbox.findFirstOrThrow({ where: { to: sellerUser.email, template: 'trigger_placed' } })).body).toContain(`Abholung: ${lifting}`);
      await seller.post(`/api/triggers/orders/${placed.body._id}/confirm`);
      expect((await db.emailOutbox.findFirstOrThrow({ where: { to: buyerUser.email, template: 'trigger_decided' } })).body).toContain(`(Abholung: ${lifting})`);
    }));
});

describe('the price clicked is the price fixed', () => {
  /**
   * Reads the price the buyer is shown, lets the seller `change` something, and triggers at the
   * price and window shown; all again when a market window turned in between (once a minute on
   * the test server), so only the change can make the difference.
   */
  async function triggerAfter(desk: Desk, change: (step: number) => Promise<unknown>) {
    for (let step = 1; ; step += 1) {
      const shown = (await desk.buyer.get('/api/triggers/contracts')).body;
      const [{ id: productId, price }] = shown.contracts[0].products;
      await change(step);
      const res = await desk.trigger('5', { windowId: shown.windowId, prices: [{ productId, price }] });
      const after = (await desk.buyer.get('/api/triggers/contracts')).body;
      if (after.windowId === shown.windowId) return { res, productId, windowId: shown.windowId, shown: price, now: after.contracts[0].products[0].price };
    }
  }

  test.each<[string, (desk: Desk, step: number) => Promise<unknown>]>([
    [
      'the seller raises the premium',
      async (desk, step) => {
        const { version } = await db.triggerContract.findUniqueOrThrow({ where: { id: desk.contractId } });
        const res = await desk.seller.put(`/api/triggers/contracts/${desk.contractId}`, { ...desk.body, premium: `${1 + step}.50`, version });
        expect(res.status).toBe(200);
      },
    ],
    [
      'the seller adds a price rule',
      async (desk, step) => {
        await db.priceRule.deleteMany({ where: { sellerAccountId: desk.sellerUser.accountId } });
        await db.priceRule.create({
          data: { sellerAccountId: desk.sellerUser.accountId, kind: 'PRICE', scope: 'GLOBAL', value: `0.${step}5`, unit: 'EUR/100L15' },
        });
      },
    ],
  ])('%s while the buyer is in checkout: 409 trigger_price_changed with the new price, nothing written', (_name, change) =>
    withWindowLock(async () => {
      const desk = await contractOverHttp();
      const { res, productId, windowId, shown, now } = await triggerAfter(desk, (step) => change(desk, step));
      expect(now).not.toBe(shown);
      expect([res.status, res.body.message, res.body.data]).toEqual([409, 'trigger_price_changed', { windowId, prices: [{ productId, price: now }] }]);
      expect(await db.triggerOrder.count({ where: { contractId: desk.contractId } })).toBe(0);
    }),
  );
});
