import { randomUUID } from 'node:crypto';
import { AppError } from '@/lib/api/errors';
import { readBoughtToday, readOpenExposure } from '@/lib/basket/read-under-locks';
import { placeTrigger } from '@/lib/triggers/place-trigger';
import { ZTriggerContract } from '@/lib/triggers/schemas';
import { readTriggerUsage } from '@/lib/triggers/trigger-state';
import { createTriggerContract } from '@/lib/triggers/write-contract';
import { createAccount, createUser, db } from '../helpers/factories';
import { withLiveWindow } from '../helpers/market-factories';
import { sessionOf } from '../helpers/market-setup';
import { raceAfter, whileHeld } from '../helpers/race';
import { dieselContract, periodWithinMonth, triggerParties } from '../helpers/trigger-setup';

/**
 * Parallel triggers (design 7): each protection of the trigger path and a test that fails when it
 * alone is taken out (each was taken out once and the test seen failing):
 *   unique index of IdempotencyKey (account, key)        -> the same key sent 10 times at once gives one trigger order
 *   relationship lock (lockRelationships, FOR UPDATE)    -> the credit limit with the seller holds over two contracts
 *   contract lock (lockTriggerContract, FOR UPDATE)      -> an edit committed while a trigger waits is what the trigger checks
 *   account lock of checkTriggerLimits (lockBuyerAccount) -> the daily purchase limit holds over two sellers' contracts
 * The month's volume and the daily count of one contract are kept by the relationship lock and the
 * contract lock together (every trigger of a contract takes its one relationship first): their
 * tests fail only when both are taken out.
 * Each race is forced (../helpers/race.ts): the first trigger waits after its read until the second
 * has read too or waits for its lock.
 *
 * @serial Each test puts a live window of its own in place (its triggers meet one window, not a
 * rollover, whose next window may come a clone); no other file's window may replace it during a race.
 */
// A test here may first wait for the window lock while a test of another file holds it (up to 60 s).
jest.setTimeout(90_000);

jest.mock('@/lib/basket/read-under-locks', () => {
  const actual = jest.requireActual('@/lib/basket/read-under-locks');
  return { ...actual, readOpenExposure: jest.fn(actual.readOpenExposure), readBoughtToday: jest.fn(actual.readBoughtToday) };
});
jest.mock('@/lib/triggers/trigger-state', () => {
  const actual = jest.requireActual('@/lib/triggers/trigger-state');
  return { ...actual, readTriggerUsage: jest.fn(actual.readTriggerUsage) };
});
const reads = jest.requireActual<typeof import('@/lib/basket/read-under-locks')>('@/lib/basket/read-under-locks');
const usage = jest.requireActual<typeof import('@/lib/triggers/trigger-state')>('@/lib/triggers/trigger-state');

afterEach(() => {
  jest.mocked(readOpenExposure).mockImplementation(reads.readOpenExposure);
  jest.mocked(readBoughtToday).mockImplementation(reads.readBoughtToday);
  jest.mocked(readTriggerUsage).mockImplementation(usage.readTriggerUsage);
});
afterAll(() => db.$disconnect());

/** A trigger buyer with its seller, and `contract`: a contract of that seller (or another) for the buyer, and how to trigger it. */
async function triggerBuyer() {
  const parties = await triggerParties();
  const diesel = await db.product.findFirstOrThrow({ where: { name: 'Diesel B7' } });
  const { period } = await periodWithinMonth();
  const contract = async (change: Record<string, unknown>, sellerUserId = parties.sellerUser.id) => {
    const seller = await sessionOf(sellerUserId);
    const { _id } = await createTriggerContract(seller, ZTriggerContract.parse(await dieselContract(parties.buyerUser.accountId, change)));
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
  };
  return { parties, diesel, contract };
}

/** Another trigger seller that has released the buyer: its admin user's id. */
async function otherSeller(buyerAccountId: number) {
  const seller = await createAccount('SELLER', { features: ['triggers'] });
  const sellerUser = await createUser({ accountId: seller.id, type: 'SELLER', isAdmin: true });
  await db.relationship.create({ data: { buyerAccountId, sellerAccountId: seller.id, status: 'ENABLED' } });
  return sellerUser.id;
}

const sorted = (results: string[]) => [...results].sort();

test('two triggers racing for the last cbm of the month: one goes through, the other finds the month used up', () =>
  withLiveWindow(async () => {
    const { contract } = await triggerBuyer();
    const { contractId, order } = await contract({ monthlyVolume: '1', flexibility: '0' });
    raceAfter(jest.mocked(readTriggerUsage), usage.readTriggerUsage);
    expect(sorted(await Promise.all([order('1'), order('1')]))).toEqual(['ok', 'trigger_monthly_volume_used_up']);
    expect((await db.triggerOrder.aggregate({ where: { contractId }, _sum: { quantity: true } }))._sum.quantity?.toString()).toBe('1');
  }));

test('two triggers racing for the last trigger of the day: one goes through, the other finds the daily count reached', () =>
  withLiveWindow(async () => {
    const { contract } = await triggerBuyer();
    const { contractId, order } = await contract({ dailyCount: 1 });
    raceAfter(jest.mocked(readTriggerUsage), usage.readTriggerUsage);
    expect(sorted(await Promise.all([order('1'), order('1')]))).toEqual(['ok', 'trigger_daily_limit_reached']);
    expect(await db.triggerOrder.count({ where: { contractId } })).toBe(1);
  }));

test('the same key sent 10 times at once gives one trigger order', () =>
  withLiveWindow(async () => {
    const { contract } = await triggerBuyer();
    const { contractId, order } = await contract({});
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => order('2', key)));
    expect(results.filter((r) => r === 'ok').length).toBeGreaterThanOrEqual(1);
    expect(await db.triggerOrder.count({ where: { contractId } })).toBe(1);
  }));

test('an edit of the contract committed while a trigger waits for its lock is what the trigger checks', () =>
  withLiveWindow(async () => {
    const { contract } = await triggerBuyer();
    const { contractId, order } = await contract({ monthlyVolume: '100', flexibility: '0' });
    // The seller's edit holds the contract's row: the month shrinks to 5 cbm. The contract's lock
    // alone keeps it out (a seller's edit takes no relationship lock).
    const result = await whileHeld(`UPDATE "TriggerContract" SET "monthlyVolume" = 5, "version" = "version" + 1 WHERE "id" = $1`, [contractId], () =>
      order('10'),
    );
    expect(result).toBe('trigger_monthly_volume_used_up');
    expect(await db.triggerOrder.count({ where: { contractId } })).toBe(0);
  }));

test('two triggers on two contracts with one seller: the credit limit with the seller holds', () =>
  withLiveWindow(async () => {
    const { parties, contract } = await triggerBuyer();
    const first = await contract({});
    const second = await contract({});
    // What 1 cbm costs in this window, from a trigger then cancelled (a cancelled trigger is no exposure).
    expect(await first.order('1')).toBe('ok');
    const probe = await db.triggerOrder.findFirstOrThrow({ where: { contractId: first.contractId } });
    await db.triggerOrder.update({ where: { id: probe.id }, data: { status: 'CANCELLED' } });
    // Room for one trigger of 1 cbm, not two. Two contracts, so only the relationship's lock lines the triggers up.
    await db.relationship.updateMany({
      where: { buyerAccountId: parties.buyer.accountId, sellerAccountId: parties.seller.id },
      data: { creditLimitOption: 'MANUAL', creditLimit: probe.gross.times(1.5).toFixed(2) },
    });
    raceAfter(jest.mocked(readOpenExposure), reads.readOpenExposure);
    expect(sorted(await Promise.all([first.order('1'), second.order('1')]))).toEqual(['insufficient_credit_contact_seller', 'ok']);
    expect(await db.triggerOrder.count({ where: { buyerAccountId: parties.buyer.accountId, status: { not: 'CANCELLED' } } })).toBe(1);
  }));

test('two triggers on contracts of two sellers: the daily purchase limit holds', () =>
  withLiveWindow(async () => {
    const { parties, diesel, contract } = await triggerBuyer();
    const first = await contract({});
    const second = await contract({}, await otherSeller(parties.buyer.accountId));
    await db.purchaseLimit.create({ data: { accountId: parties.buyer.accountId, productId: diesel.id, limitCbm: '1.5' } });
    // Two sellers, so neither a relationship nor a contract lock lines the triggers up: only the account's lock.
    raceAfter(jest.mocked(readBoughtToday), reads.readBoughtToday);
    expect(sorted(await Promise.all([first.order('1'), second.order('1')]))).toEqual(['daily_purchase_limit_reached', 'ok']);
    expect(await db.triggerOrder.count({ where: { buyerAccountId: parties.buyer.accountId } })).toBe(1);
  }));
