import { seedDemoTargetOrders } from '@/prisma/seed-target-orders';
import { ApiClient, freshIp } from '../helpers/api-client';
import { db } from '../helpers/factories';

/** The demo data of the README: buyer@demo.fuel has one open and one filled target order (prisma/seed-target-orders.ts). */
afterAll(() => db.$disconnect());

test('buyer@demo.fuel sees one open and one filled target order; the fill links to its own order', async () => {
  const client = new ApiClient({ 'x-forwarded-for': freshIp() });
  expect(await client.login('buyer@demo.fuel')).toBeNull();
  const { body } = await client.get('/api/target-orders');
  const byStatus = (status: string) => body.targetOrders.filter((t: { status: string }) => t.status === status);
  expect(byStatus('OPEN')).toHaveLength(1);
  expect(byStatus('FILLED')).toHaveLength(1);
  const [filled] = byStatus('FILLED');
  expect(filled.fills).toHaveLength(1);
  const order = await db.order.findUniqueOrThrow({ where: { id: filled.fills[0].orderId }, include: { events: true } });
  const buyer = await db.user.findUniqueOrThrow({ where: { email: 'buyer@demo.fuel' } });
  expect(order.buyerUserId).toBe(buyer.id);
  expect(order.quantity.toString()).toBe(filled.filledVolume);
  expect(order.price.lte(filled.limitPrice)).toBe(true);
});

test('seeding again adds nothing while both stand', async () => {
  const buyer = await db.user.findUniqueOrThrow({ where: { email: 'buyer@demo.fuel' } });
  const before = await db.targetOrder.count({ where: { accountId: buyer.accountId } });
  await seedDemoTargetOrders();
  expect(await db.targetOrder.count({ where: { accountId: buyer.accountId } })).toBe(before);
});
