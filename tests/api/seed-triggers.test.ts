import Decimal from 'decimal.js';
import { DateTime } from 'luxon';
import { checkTrigger, nearestTriggerMonth } from '@/lib/triggers/domain/trigger-rules';
import { seedDemoTriggers } from '@/prisma/seed-triggers';
import { db } from '../helpers/factories';

/**
 * The demo trigger desk (seller@demo.fuel and buyer@demo.fuel) in the seeded database: each start
 * of the demo gives it the nearest month a trigger can lift in, so it can be triggered whenever the
 * demo is started, also in a month's last days.
 */
const ZONE = 'Europe/Berlin';
/**
 * Months the moved seeds below write, removed again (no other test reads the demo buyer's contracts):
 * years ahead, so that no clock the suite runs under (a moved one near a daylight-saving change
 * included) has seeded them already.
 */
const MOVED_MONTHS = ['2032-03', '2032-04'];

afterAll(async () => {
  const moved = await db.triggerContract.findMany({
    where: { month: { in: MOVED_MONTHS }, ekkNumber: { in: MOVED_MONTHS.flatMap((m) => [`EKK-${m}-0815`, `EKK-${m}-0816`]) } },
  });
  const contractId = { in: moved.map((c) => c.id) };
  await db.triggerOrder.deleteMany({ where: { contractId } });
  await db.triggerContract.deleteMany({ where: { id: contractId } });
  await db.$disconnect();
});

/**
 * Whether the rules let a trigger of `contract` go through at `at` (its day), as the buyer's list
 * decides it: only the trigger times are set aside when `anyHour`, as the test runs at any hour.
 */
async function blockedAt(contract: Awaited<ReturnType<typeof seedDemoTriggers>>[number], at: Date, anyHour = false) {
  const [periods, orders] = await Promise.all([
    db.liftingPeriod.findMany({ select: { startDays: true, endDays: true } }),
    db.triggerOrder.findMany({ where: { contractId: contract.id, status: { not: 'CANCELLED' } } }),
  ]);
  const startOfDay = DateTime.fromJSDate(at, { zone: ZONE }).startOf('day').toJSDate();
  const used = {
    volume: orders.reduce((sum, o) => sum.plus(o.quantity.toString()), new Decimal(0)),
    today: orders.filter((o) => o.created >= startOfDay).length,
  };
  const trading = {
    purchaseRight: true,
    accountReleased: true,
    purchasingDisabled: false,
    relationshipStatus: 'ENABLED',
    sellerBlocked: false,
    marketLimited: false,
  };
  const terms = anyHour ? { ...contract, weekdays: [1, 2, 3, 4, 5, 6, 7], timeFrom: '00:00', timeTo: '23:59' } : contract;
  const noon = anyHour ? DateTime.fromJSDate(at, { zone: ZONE }).set({ hour: 12, minute: 0 }).toJSDate() : at;
  return checkTrigger({ now: noon, zone: ZONE, trading, contract: terms, used, request: null, liftingPeriods: periods })?.key ?? null;
}

/** The seeded desk's contracts and orders, as a buyer sees them. */
async function desk(contracts: Awaited<ReturnType<typeof seedDemoTriggers>>) {
  const orders = await db.triggerOrder.findMany({ where: { contractId: { in: contracts.map((c) => c.id) } }, orderBy: { created: 'asc' } });
  return { contracts, orders };
}

test('the demo buyer has a diesel contract and a mogas bundle of the nearest month, triggerable today, with past triggers, one waiting', async () => {
  const periods = await db.liftingPeriod.findMany();
  // Run again as a start would: it adds nothing to a month that has its desk (or gives a month begun since the seed its own).
  const contracts = await seedDemoTriggers();
  expect((await seedDemoTriggers()).map((c) => c.id)).toEqual(contracts.map((c) => c.id));
  const month = nearestTriggerMonth(periods, new Date(), ZONE);
  const { orders } = await desk(contracts);
  expect(contracts.map((c) => [c.ekkNumber, c.month])).toEqual([
    [`EKK-${month}-0815`, month],
    [`EKK-${month}-0816`, month],
  ]);
  expect(orders.length).toBeGreaterThanOrEqual(3);
  expect(orders.filter((o) => o.status === 'PENDING')).toHaveLength(1);
  for (const contract of contracts) expect(await blockedAt(contract, new Date(), true)).toBeNull();
});

test.each([
  ['in the middle of a month: that month, Prompt lies within it', '2032-03-15T09:00:00Z', '2032-03'],
  ['two days before a month’s end (after the clocks went forward): the next month, by the following week', '2032-03-29T08:00:00Z', '2032-04'],
  ['on its last day', '2032-03-31T08:00:00Z', '2032-04'],
])('a demo started %s', async (_name, at, month) => {
  const now = new Date(at);
  const contracts = await seedDemoTriggers(now);
  expect(contracts.map((c) => c.month)).toEqual([month, month]);
  const { orders } = await desk(contracts);
  expect(orders.map((o) => o.status).sort()).toEqual(['CONFIRMED', 'CONFIRMED', 'CONFIRMED', 'PENDING']);
  // Each past trigger fixed days within the contract month, before the seed's day.
  for (const o of orders) {
    expect([o.liftingStart.toISOString().slice(0, 7), o.liftingEnd.toISOString().slice(0, 7), o.created < now]).toEqual([month, month, true]);
  }
  // Monday to Friday 08:00-18:00 Berlin: all three are weekdays, at 10:00 (CET) or 10:00 (CEST) there.
  for (const contract of contracts) expect(await blockedAt(contract, now)).toBeNull();
});
