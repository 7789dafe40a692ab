import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { AppError } from '@/lib/api/errors';
import { placeTrigger } from '@/lib/triggers/place-trigger';
import { ZTriggerContract } from '@/lib/triggers/schemas';
import { createTriggerContract } from '@/lib/triggers/write-contract';
import { db } from '../helpers/factories';
import { awaitLiveWindow, withWindowLock } from '../helpers/market-factories';
import { sessionOf } from '../helpers/market-setup';
import { dieselContract, periodWithinMonth, triggerParties } from '../helpers/trigger-setup';

// A test here may first wait for withWindowLock while a test of another file holds it (up to 60 s).
jest.setTimeout(90_000);

/**
 * Parallel triggers on one contract (design 7): the month's volume and the daily count hold under
 * any number of them. Triggers need a live window: withWindowLock keeps other files' clone windows out.
 *
 * @serial Triggers need a live window; no other file's window may replace it during a burst.
 */
afterAll(() => db.$disconnect());

async function contractWith(change: Record<string, unknown>) {
  const parties = await triggerParties();
  const seller = await sessionOf(parties.sellerUser.id);
  const { _id } = await createTriggerContract(seller, ZTriggerContract.parse(await dieselContract(parties.buyerUser.accountId, change)));
  const diesel = await db.product.findFirstOrThrow({ where: { name: 'Diesel B7' } });
  const { period } = await periodWithinMonth();
  // The triggers of a test meet one live window, not a rollover (whose next window may come a clone).
  await awaitLiveWindow(parties.buyer.platformId);
  const order = (quantity: string, key = randomUUID()) =>
    placeTrigger(parties.buyer, {
      contractId: _id,
      items: [{ productId: diesel.id, quantity }],
      liftingPeriodId: period.id,
      acceptTerms: true,
      bookingChecked: true,
      idempotencyKey: key,
    }).then(
      () => 'ok',
      (error: unknown) => {
        if (!(error instanceof AppError)) return String(error);
        // A refusal for trading not permitted names its reason, so a failure says why.
        return error.messageKey === 'trigger_trading_not_permitted' ? `${error.messageKey}: ${JSON.stringify(error.data)}` : error.messageKey;
      },
    );
  return { contractId: _id, order };
}

const inParallel = <T>(n: number, call: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => call(i)));

test('30 parallel triggers of 1 cbm on a 20 cbm month never take more than 20; the rest find it used up', () =>
  withWindowLock(async () => {
    const { contractId, order } = await contractWith({ monthlyVolume: '20', flexibility: '0', dailyCount: 50 });
    const results = await inParallel(30, () => order('1'));
    // A trigger that waited too long for the contract's lock is told to try again (503), never half-done.
    expect(results.filter((r) => !['ok', 'trigger_monthly_volume_used_up', 'try_again_later'].includes(r))).toEqual([]);
    const placed = results.filter((r) => r === 'ok').length;
    expect(placed).toBeLessThanOrEqual(20);
    if (!results.includes('try_again_later')) expect(placed).toBe(20);
    // What is left can be triggered one by one, to the cbm, and not one more.
    for (let left = 20 - placed; left > 0; left--) expect(await order('1')).toBe('ok');
    expect(await order('1')).toBe('trigger_monthly_volume_used_up');
    expect((await db.triggerOrder.aggregate({ where: { contractId }, _sum: { quantity: true } }))._sum.quantity?.toString()).toBe('20');
  }));

test('10 parallel triggers with a daily count of 3: never more than 3 go through', () =>
  withWindowLock(async () => {
    const { contractId, order } = await contractWith({ dailyCount: 3 });
    const results = await inParallel(10, () => order('1'));
    expect(results.filter((r) => !['ok', 'trigger_daily_limit_reached', 'try_again_later'].includes(r))).toEqual([]);
    const placed = results.filter((r) => r === 'ok').length;
    expect(placed).toBeLessThanOrEqual(3);
    for (let left = 3 - placed; left > 0; left--) expect(await order('1')).toBe('ok');
    expect(await order('1')).toBe('trigger_daily_limit_reached');
    expect(await db.triggerOrder.count({ where: { contractId } })).toBe(3);
  }));

test('the same key sent 10 times at once gives one trigger order', () =>
  withWindowLock(async () => {
    const { contractId, order } = await contractWith({});
    const key = randomUUID();
    const results = await inParallel(10, () => order('2', key));
    expect(results.filter((r) => r === 'ok').length).toBeGreaterThanOrEqual(1);
    expect(await db.triggerOrder.count({ where: { contractId } })).toBe(1);
  }));

test('an edit of the contract committed while a trigger waits for its lock is what the trigger checks', () =>
  withWindowLock(async () => {
    const { contractId, order } = await contractWith({ monthlyVolume: '100', flexibility: '0' });
    const editor = new Client({ connectionString: process.env.DATABASE_URL });
    await editor.connect();
    try {
      // The seller's edit holds the contract's row: the month shrinks to 5 cbm.
      await editor.query('BEGIN');
      await editor.query(`UPDATE "TriggerContract" SET "monthlyVolume" = 5, "version" = "version" + 1 WHERE "id" = $1`, [contractId]);
      const trigger = order('10');
      await new Promise((resolve) => setTimeout(resolve, 500));
      await editor.query('COMMIT');
      expect(await trigger).toBe('trigger_monthly_volume_used_up');
    } finally {
      await editor.end();
    }
    expect(await db.triggerOrder.count({ where: { contractId } })).toBe(0);
  }));

test('control: the same triggers checked without the contract lock oversell the month', async () => {
  const { contractId } = await contractWith({ monthlyVolume: '20', flexibility: '0', dailyCount: 50 });
  const contract = await db.triggerContract.findUniqueOrThrow({ where: { id: contractId } });
  // Read what was taken, then write: without the row lock every reader sees the same sum.
  const naive = async (i: number) => {
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ taken: string | null }>(`SELECT sum("quantity") AS "taken" FROM "TriggerOrder" WHERE "contractId" = $1`, [
        contractId,
      ]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (Number(rows[0].taken ?? 0) + 1 <= 20) {
        await client.query(
          `INSERT INTO "TriggerOrder" ("orderNumber", "contractId", "buyerAccountId", "buyerUserId", "sellerAccountId", "quantity", "liftingPeriodId",
             "liftingStart", "liftingEnd", "windowId", "net", "vatRate", "vat", "gross", "currency")
           VALUES ($1, $2, $3, 0, $4, 1, 0, current_date, current_date, 0, 0, 0, 0, 0, 'EUR')`,
          [`NAIVE-${contractId}-${i}`, contractId, contract.buyerAccountId, contract.sellerAccountId],
        );
      }
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
  };
  await inParallel(30, naive);
  expect(await db.triggerOrder.count({ where: { contractId } })).toBeGreaterThan(20);
});
