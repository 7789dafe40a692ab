import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { createUser, db } from '../helpers/factories';
import { asClone, withOwnWindow, withWindowLock } from '../helpers/market-factories';
import { describeUnderRealClock } from '../helpers/real-clock';
import { signInAs } from '../helpers/sign-in-as';
import { contractOverHttp, triggerAtShownPrice, triggerParties } from '../helpers/trigger-setup';

// A test here may first wait for withWindowLock while a test of another file holds it (up to 60 s).
jest.setTimeout(90_000);

/**
 * Trigger refusals over HTTP (trading-domain 8): each answers its catalogued key and writes
 * nothing, and the buyer's list says beforehand, with the same rule, why a trigger would be
 * refused. Each test holds withWindowLock: it needs a live window, or inserts a clone itself.
 *
 * @serial A live window or a clone of its own for each test: another file's window would change the answer.
 */
afterAll(() => db.$disconnect());

const berlin = () => DateTime.now().setZone('Europe/Berlin');
type Desk = Awaited<ReturnType<typeof contractOverHttp>>;

describe('the buyer’s list says why a trigger would be refused, and the trigger is refused the same way', () => {
  test.each<[string, (desk: Desk) => Promise<unknown>, string | null, Record<string, unknown>?]>([
    ['nothing in the way', async () => undefined, null],
    [
      'the buyer’s company not released for trading',
      (desk) => db.account.update({ where: { id: desk.buyerUser.accountId }, data: { releasedForTrading: false } }),
      'trigger_trading_not_permitted',
      { reason: 'not_released' },
    ],
    [
      'the seller blocked by the operator',
      (desk) => db.account.update({ where: { id: desk.sellerUser.accountId }, data: { blocked: true } }),
      'trigger_trading_not_permitted',
      { reason: 'seller_blocked' },
    ],
    [
      'the seller’s release for trading withdrawn by the operator',
      (desk) => db.account.update({ where: { id: desk.sellerUser.accountId }, data: { releasedForTrading: false } }),
      'trigger_trading_not_permitted',
      { reason: 'seller_blocked' },
    ],
    [
      'the seller link interrupted',
      (desk) => db.relationship.updateMany({ where: { buyerAccountId: desk.buyerUser.accountId }, data: { status: 'DISABLED' } }),
      'trigger_trading_not_permitted',
      { reason: 'link_interrupted' },
    ],
    [
      'outside the trigger times',
      (desk) =>
        db.triggerContract.update({
          where: { id: desk.contractId },
          data: { timeFrom: berlin().plus({ hours: 4 }).toFormat('HH:mm'), timeTo: berlin().plus({ hours: 5 }).toFormat('HH:mm') },
        }),
      'trigger_outside_times',
    ],
    [
      'the contract month is over',
      (desk) => db.triggerContract.update({ where: { id: desk.contractId }, data: { month: '2020-01' } }),
      'trigger_invalid_lifting_period',
    ],
    [
      'the daily count used up',
      async (desk) => {
        await db.triggerContract.update({ where: { id: desk.contractId }, data: { dailyCount: 1 } });
        expect((await desk.trigger('1')).status).toBe(200);
      },
      'trigger_daily_limit_reached',
    ],
    [
      'less than the order minimum left in the month',
      async (desk) => {
        await db.triggerContract.update({ where: { id: desk.contractId }, data: { monthlyVolume: '10', flexibility: '0', orderMin: '5' } });
        expect((await desk.trigger('6')).status).toBe(200);
      },
      'trigger_monthly_volume_used_up',
    ],
    // `data` as a rest element: a fourth parameter would make Jest wait for a done callback in the rows without it.
  ])('%s: blockedBy %s', (_name, arrange, key, ...[data]) =>
    withWindowLock(async () => {
      const desk = await contractOverHttp();
      await arrange(desk);
      const before = await db.triggerOrder.count({ where: { contractId: desk.contractId } });
      const [contract] = (await desk.buyer.get('/api/triggers/contracts')).body.contracts;
      expect([contract.canTrigger, contract.blockedBy]).toEqual([key === null, key]);
      if (data) expect(contract.blockedData).toEqual(data);
      const res = await desk.trigger('5');
      if (key === null) expect(res.status).toBe(200);
      else {
        expect([res.status, res.body.message]).toEqual([422, key]);
        if (data) expect(res.body.data).toEqual(data);
        expect(await db.triggerOrder.count({ where: { contractId: desk.contractId } })).toBe(before);
      }
    }),
  );

  test('a clone window (limited market): blockedBy and the trigger say trading is not permitted', async () => {
    const desk = await contractOverHttp();
    const { platformId } = await db.account.findUniqueOrThrow({ where: { id: desk.buyerUser.accountId } });
    await withOwnWindow(platformId, asClone, async () => {
      const [contract] = (await desk.buyer.get('/api/triggers/contracts')).body.contracts;
      expect([contract.blockedBy, contract.blockedData]).toEqual(['trigger_trading_not_permitted', { reason: 'market_limited' }]);
      const res = await desk.trigger('5');
      expect([res.body.message, res.body.data]).toEqual(['trigger_trading_not_permitted', { reason: 'market_limited' }]);
    });
    expect(await db.triggerOrder.count({ where: { contractId: desk.contractId } })).toBe(0);
  });
});

test('a buyer user without the purchase right: its button is off saying so, and its trigger is refused (403) with the same reason, nothing written', () =>
  withWindowLock(async () => {
    const desk = await contractOverHttp();
    const viewer = await signInAs(await createUser({ accountId: desk.buyerUser.accountId, type: 'BUYER', roles: ['MyRelationships_View'] }));
    const [contract] = (await viewer.get('/api/triggers/contracts')).body.contracts;
    expect([contract.canTrigger, contract.blockedBy, contract.blockedData]).toEqual([false, 'trigger_trading_not_permitted', { reason: 'no_purchase_right' }]);
    const res = await viewer.post('/api/triggers/orders', {
      contractId: desk.contractId,
      items: [{ productId: desk.body.products[0].productId, quantity: '5' }],
      liftingPeriodId: desk.period.id,
      acceptTerms: true,
      bookingChecked: true,
      idempotencyKey: randomUUID(),
    });
    expect([res.status, res.body.message, res.body.data]).toEqual([403, 'trigger_trading_not_permitted', { reason: 'no_purchase_right' }]);
    expect(await db.triggerOrder.count({ where: { contractId: desk.contractId } })).toBe(0);
    // The buyer user who has it may trigger the same contract.
    expect((await desk.buyer.get('/api/triggers/contracts')).body.contracts[0].canTrigger).toBe(true);
  }));

describe('refusals of the trigger itself', () => {
  test.each([
    ['0.5', 'trigger_minimum_per_product'],
    ['61', 'trigger_volume_out_of_range'],
  ])('%s cbm is refused with %s, and nothing is written', (quantity, key) =>
    withWindowLock(async () => {
      const { trigger, contractId } = await contractOverHttp();
      const res = await trigger(quantity);
      expect([res.status, res.body.message]).toEqual([422, key]);
      expect(await db.triggerOrder.count({ where: { contractId } })).toBe(0);
    }),
  );

  test('the monthly volume (with its flexibility) and then the daily count are refused when used up', () =>
    withWindowLock(async () => {
      const { trigger } = await contractOverHttp();
      expect((await trigger('60')).status).toBe(200);
      expect((await trigger('45')).status).toBe(200);
      const used = await trigger('6');
      expect([used.body.message, used.body.data]).toEqual(['trigger_monthly_volume_used_up', { available: '5' }]);
      expect((await trigger('5')).status).toBe(200);
      expect((await trigger('1')).body.message).toBe('trigger_daily_limit_reached');
    }));

  test('a lifting period reaching beyond the contract month is refused', () =>
    withWindowLock(async () => {
      const { trigger, contractId } = await contractOverHttp();
      const month = await db.liftingPeriod.findFirstOrThrow({ where: { code: 'MONTH' } });
      // Today to 30 days on: never within one month but for the 1st of a 31-day month.
      if (berlin().day !== 1 || berlin().daysInMonth !== 31)
        expect((await trigger('5', { liftingPeriodId: month.id })).body.message).toBe('trigger_invalid_lifting_period');
      expect(await db.triggerOrder.count({ where: { contractId } })).toBe(0);
    }));

  test('a price the engine cannot give (negative) is the generic trigger_failed, and nothing is written', () =>
    withWindowLock(async () => {
      const { buyer, trigger, contractId } = await contractOverHttp({ premium: '-5000' });
      expect((await buyer.get('/api/triggers/contracts')).body.contracts[0].products[0].price).toBeNull();
      const res = await trigger('5');
      expect([res.status, res.body.message, res.body.data]).toEqual([422, 'trigger_failed', { cause: 'no_price', product: 'Diesel B7' }]);
      expect(await db.triggerOrder.count({ where: { contractId } })).toBe(0);
    }));

  test('a window other than the one the buyer saw: 409 trigger_price_changed with the new price, nothing written; then that price is fixed', () =>
    withWindowLock(async () => {
      const desk = await contractOverHttp();
      const unseen = await desk.trigger('5', { windowId: 2_000_000_000 });
      expect([unseen.status, unseen.body.message]).toEqual([409, 'trigger_price_changed']);
      expect(unseen.body.data).toEqual({
        windowId: expect.any(Number),
        prices: [{ productId: desk.body.products[0].productId, price: expect.stringMatching(/^\d+(\.\d{1,2})?$/) }],
      });
      expect(await db.triggerOrder.count({ where: { contractId: desk.contractId } })).toBe(0);
      const { res, price, windowId } = await triggerAtShownPrice(desk, '5');
      expect(res.body).toMatchObject({ windowId, items: [{ price }] });
    }));
});

describe('a mogas bundle trigger over HTTP', () => {
  async function bundleDesk() {
    const [e5, e10] = await Promise.all(['Super E5', 'Super E10'].map((name) => db.product.findFirstOrThrow({ where: { name } })));
    const desk = await contractOverHttp({
      products: [
        { productId: e5.id, percent: '60' },
        { productId: e10.id, percent: '40' },
      ],
      premium: '18.00',
      premiumUnit: 'EUR/CUBIC_METRE',
    });
    const day = (days: number) => berlin().startOf('day').plus({ days }).toISODate()!;
    return { ...desk, e5, e10, periodStart: day(desk.period.startDays), afterPeriod: day(desk.period.endDays + 1) };
  }

  test('the total is split 60/40 and each product priced; the pickup start is kept and listed', () =>
    withWindowLock(async () => {
      const { trigger, buyer, e5, e10, periodStart } = await bundleDesk();
      const placed = await trigger('2.5', { pickupStart: periodStart });
      expect(placed.status).toBe(200);
      const quantities = Object.fromEntries(placed.body.items.map((i: { productId: number; quantity: string }) => [i.productId, i.quantity]));
      expect(quantities).toEqual({ [e5.id]: '1.5', [e10.id]: '1' });
      const [order] = (await buyer.get('/api/triggers/orders')).body.orders;
      expect(order).toMatchObject({ _id: placed.body._id, volume: '2.500', pickupStart: periodStart });
    }));

  test('at least 1 cbm per product after the split; the pickup start is needed and must lie in the lifting period; items name the contract’s products', () =>
    withWindowLock(async () => {
      const { trigger, contractId, e10, periodStart, afterPeriod } = await bundleDesk();
      // 2 cbm split 60/40: 1.2 and 0.8.
      const short = await trigger('2', { pickupStart: periodStart });
      expect([short.status, short.body.message, short.body.data]).toEqual([422, 'trigger_minimum_per_product', { product: e10.name }]);
      expect((await trigger('5')).body.fields).toEqual({ pickupStart: 'pickup_start_required' });
      expect((await trigger('5', { pickupStart: afterPeriod })).body.message).toBe('trigger_invalid_lifting_period');
      const diesel = await db.product.findFirstOrThrow({ where: { name: 'Diesel B7' } });
      const foreign = await trigger('5', { pickupStart: periodStart, items: [{ productId: diesel.id, quantity: '5' }] });
      expect([foreign.status, foreign.body.fields]).toEqual([400, { items: 'product_required' }]);
      expect(await db.triggerOrder.count({ where: { contractId } })).toBe(0);
    }));
});

// PostgreSQL's lock_timeout under the real clock only (tests/helpers/real-clock.ts).
describeUnderRealClock('a trigger whose contract another transaction holds', () => {
  test('the contract held past the lock time-out: 503 with Retry-After, nothing written, and the next trigger goes through', () =>
    withWindowLock(async () => {
      const { trigger, contractId } = await contractOverHttp();
      const res = await db.$transaction(
        async (tx) => {
          await tx.$queryRaw`SELECT "id" FROM "TriggerContract" WHERE "id" = ${contractId} FOR UPDATE`;
          return trigger('5');
        },
        { timeout: 30_000 },
      );
      expect([res.status, res.body.message, res.body.data]).toEqual([503, 'trigger_failed', { cause: 'try_again_later' }]);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(await db.triggerOrder.count({ where: { contractId } })).toBe(0);
      expect((await trigger('5')).status).toBe(200);
    }));
});

describe('every other refusal of the trigger call is the catalogue’s generic trigger_failed, its status kept', () => {
  test('the same idempotency key with another body: 409, the first order stays the only one', () =>
    withWindowLock(async () => {
      const { trigger, contractId } = await contractOverHttp();
      const idempotencyKey = randomUUID();
      expect((await trigger('5', { idempotencyKey })).status).toBe(200);
      const reused = await trigger('6', { idempotencyKey });
      expect([reused.status, reused.body.message, reused.body.data]).toEqual([409, 'trigger_failed', { cause: 'idempotency_key_reused' }]);
      expect(await db.triggerOrder.count({ where: { contractId } })).toBe(1);
    }));

  test('another buyer’s contract: 404, nothing written', () =>
    withWindowLock(async () => {
      const { contractId, body, period } = await contractOverHttp();
      const other = await triggerParties();
      const res = await (
        await signInAs(other.buyerUser)
      ).post('/api/triggers/orders', {
        contractId,
        items: [{ productId: body.products[0].productId, quantity: '5' }],
        liftingPeriodId: period.id,
        acceptTerms: true,
        bookingChecked: true,
        idempotencyKey: randomUUID(),
      });
      expect([res.status, res.body.message, res.body.data]).toEqual([404, 'trigger_failed', { cause: 'not_found' }]);
      expect(await db.triggerOrder.count({ where: { contractId } })).toBe(0);
    }));
});
