import { seedDemoOrders } from '@/prisma/seed-orders';
import { db } from '../helpers/factories';

/**
 * The demo order history in the seeded database (the dev/test database has run seedDemoData):
 * a year of orders of the demo buyers, consistent amounts, and a second run that adds nothing.
 *
 * @serial It counts every order of the database, which other files add to.
 */
const DEMO_BUYERS = ['Heizöl Müller GmbH', 'Tankstellen Nord KG', 'Agrar Handel Süd eG', 'Müller Filiale Pforzheim'];

afterAll(() => db.$disconnect());

async function demoBuyerIds() {
  return (await db.account.findMany({ where: { name: { in: DEMO_BUYERS } }, select: { id: true } })).map((a) => a.id);
}

describe('seedDemoOrders', () => {
  it('has given the demo buyers at least 5,000 orders over about a year', async () => {
    const buyerAccountId = { in: await demoBuyerIds() };
    expect(await db.order.count({ where: { buyerAccountId } })).toBeGreaterThanOrEqual(5000);
    const oldest = await db.order.findFirstOrThrow({ where: { buyerAccountId }, orderBy: { created: 'asc' } });
    expect(Date.now() - oldest.created.getTime()).toBeGreaterThan(360 * 86_400_000);
    const perBuyer = await db.order.groupBy({ by: ['buyerAccountId'], where: { buyerAccountId }, _count: true });
    expect(perBuyer).toHaveLength(DEMO_BUYERS.length);
  });

  it('is idempotent: a second run adds no order', async () => {
    const before = await db.order.count();
    expect(await seedDemoOrders()).toBe(0);
    expect(await db.order.count()).toBe(before);
  });

  it('writes consistent amounts, checkout-style order numbers and the status flow of recent orders', async () => {
    const buyerAccountId = { in: await demoBuyerIds() };
    const [row] = await db.$queryRaw<{ bad: number; badNumber: number }[]>`
      SELECT count(*) FILTER (WHERE "net" <> CASE WHEN "unitCount" IS NULL THEN round("price" * "quantity" * 10, 2) ELSE "price" * "unitCount" END)::int AS "bad",
             count(*) FILTER (WHERE "orderNumber" !~ ('^[A-Z]{2}-[A-Z]{2}-\\d{4}-' || lpad("id"::text, 7, '0') || '$'))::int AS "badNumber"
      FROM "Order" WHERE "buyerAccountId" = ANY(${buyerAccountId.in}) AND "created" < now() - interval '35 days'`;
    expect(row).toEqual({ bad: 0, badNumber: 0 });
    const recent = await db.order.groupBy({ by: ['status'], where: { buyerAccountId, created: { gt: new Date(Date.now() - 21 * 86_400_000) } }, _count: true });
    expect(recent.map((r) => r.status)).toEqual(expect.arrayContaining(['CONFIRMED', 'TRANSFERRED', 'COMPLETE', 'CANCELLED']));
  });

  it('has given Heizöl Müller additive orders by the container, as checkout writes them: count x container, priced per container', async () => {
    const rows = await db.$queryRaw<{ purchaseUnit: string; orders: number; wrong: number }[]>`
      SELECT o."purchaseUnit", count(*)::int AS "orders",
             count(*) FILTER (WHERE o."unitCount" IS NULL OR o."price" <> f."unitPrice" OR o."quantity" * 1000 <> o."unitCount" * f."unitLitres"
                              OR o."purchaseUnit" <> f."unitLabel" || ' (' || f."unitLitres" || ' l)' OR s."name" <> 'Rhein Energie Handel GmbH')::int AS "wrong"
      FROM "Order" o JOIN "Product" p ON p."id" = o."productId" JOIN "Offer" f ON f."id" = o."offerId" JOIN "Account" s ON s."id" = o."sellerAccountId"
      WHERE p."type" = 'ADDITIVE' AND o."buyerAccountId" = (SELECT "id" FROM "Account" WHERE "name" = 'Heizöl Müller GmbH')
      GROUP BY o."purchaseUnit" ORDER BY o."purchaseUnit"`;
    expect(rows.map((r) => [r.purchaseUnit, r.orders > 0, r.wrong])).toEqual([
      ['Fass (200 l)', true, 0],
      ['IBC (1000 l)', true, 0],
    ]);
  });

  it('sells heating oil mostly in winter and petrol mostly in summer', async () => {
    const rows = await db.$queryRaw<{ category: string; winter: number; summer: number }[]>`
      SELECT p."category",
             sum(o."quantity") FILTER (WHERE extract(month FROM o."created") IN (12, 1, 2))::float8 AS "winter",
             sum(o."quantity") FILTER (WHERE extract(month FROM o."created") IN (6, 7, 8))::float8 AS "summer"
      FROM "Order" o JOIN "Product" p ON p."id" = o."productId"
      WHERE o."buyerAccountId" = ANY(${await demoBuyerIds()}) AND o."created" < now() - interval '35 days'
      GROUP BY p."category"`;
    const by = Object.fromEntries(rows.map((r) => [r.category, r]));
    expect(by['Heizöl'].winter).toBeGreaterThan(1.5 * by['Heizöl'].summer);
    expect(by['Benzin'].summer).toBeGreaterThan(1.5 * by['Benzin'].winter);
  });
});
