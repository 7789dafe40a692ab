import { randomUUID } from 'node:crypto';
import { Client, type QueryConfig } from 'pg';
import { brand } from '@/lib/env';
import { evaluateAlerts } from '@/lib/alerts/evaluate-alerts';
import { ingestQuotes } from '@/lib/market-data/ingest-quotes';
import type { MarketDataSource } from '@/lib/market-data/source';
import { windowBounds } from '@/lib/market-window/domain/window';
import { issueWindow } from '@/lib/market-window/issue-window';
import { windowSettings } from '@/lib/market-window/settings';
import { buildSnapshot, priceFor } from '@/lib/market/price-cache';
import { evaluateTargetOrders } from '@/lib/target-orders/evaluate-target-orders';
import { createAccount, createUser, db } from '../helpers/factories';
import { createOffer } from '../helpers/market-factories';

/**
 * Issue 23, "less per request": no Prisma on a path that every rollover runs. The market loop's
 * beat (quotes, then the window), the new window's snapshot and its prices, and the listeners of a
 * new window (target orders, price alerts) send PostgreSQL hand-written statements only. Prisma's
 * driver adapter sends each of its statements, raw ones included, with `rowMode: 'array'`, which
 * the hand-written ones never use: that tells them apart. On a platform of its own, with a clock
 * in the middle of a Wednesday's trading hours.
 */
const platformId = `TEST-${randomUUID().slice(0, 8)}`;
const NOW = new Date('2026-11-25T10:01:00Z');
afterAll(() => db.$disconnect());

/** The statements `work` sent through Prisma, and all it sent. */
async function statementsOf(work: () => Promise<unknown>) {
  const spy = jest.spyOn(Client.prototype, 'query');
  try {
    await work();
    const configs = spy.mock.calls.map(([query]) => (typeof query === 'string' ? { text: query } : query) as QueryConfig & { rowMode?: string });
    return { prisma: configs.filter((c) => c.rowMode === 'array').map((c) => c.text), all: configs.map((c) => c.text).join('\n') };
  } finally {
    spy.mockRestore();
  }
}

test('a window’s issue, its snapshot and its listeners run without Prisma', async () => {
  await db.platform.create({ data: { id: platformId, brandId: 'test', name: 'Test platform', currency: 'EUR' } });
  const region = await db.region.create({ data: { platformId, name: 'Test region' } });
  const terminal = await db.terminal.create({ data: { regionId: region.id, name: 'Test terminal', code: `T${randomUUID().slice(0, 6)}`, city: 'Hamburg' } });
  const seller = await createAccount('SELLER', { platformId });
  const offer = await createOffer(seller.id, {
    terminalId: terminal.id,
    fixedPrice: '90.00',
    startsAt: new Date(NOW.getTime() - 3_600_000),
    endsAt: new Date(NOW.getTime() + 86_400_000),
  });
  const buyer = await createAccount('BUYER', { platformId });
  await db.relationship.create({ data: { buyerAccountId: buyer.id, sellerAccountId: seller.id, status: 'ENABLED' } });
  const user = await createUser({ accountId: buyer.id });
  const address = await db.deliveryLocation.create({ data: { accountId: buyer.id, street: 'Am Kai 1', postCode: '20457', city: 'Hamburg', county: 'HH' } });
  const paymentTerm = await db.paymentTerm.findFirstOrThrow({ orderBy: { id: 'asc' } });
  // A standing order and an alert that the offer's 90.00 does not meet: matched and checked, neither filled nor triggered.
  const order = await db.targetOrder.create({
    data: {
      accountId: buyer.id,
      userId: user.id,
      productId: offer.productId,
      terminalIds: [terminal.id],
      sellerAccountIds: [],
      deliveryLocationId: address.id,
      paymentTermId: paymentTerm.id,
      volume: '10',
      partFills: false,
      limitPrice: '80.00',
      validUntil: '2026-11-30',
    },
  });
  const alert = await db.priceAlert.create({
    data: { userId: user.id, accountId: buyer.id, price: '80.00', operator: 'LTE', productId: offer.productId, terminalId: terminal.id },
  });
  const source: MarketDataSource = { name: 'none', fetchQuotes: async () => [] };

  // The loop's beat: no window yet, so one is issued.
  const beat = await statementsOf(async () => {
    await ingestQuotes(source, NOW);
    expect(await issueWindow(platformId, NOW)).not.toBeNull();
  });
  // The next window, live (the stored quotes may be too old for the issuer to make one), and what follows its issue.
  const { created, expires } = windowBounds((await db.marketWindow.findFirstOrThrow({ where: { platformId } })).expires, windowSettings(brand()));
  const window = await db.marketWindow.create({
    data: {
      platformId,
      created,
      expires,
      isClone: false,
      marketChange: 0,
      prices: [{ symbol: '/GAS', price: '700.00', live: true, timestamp: created.toISOString() }],
    },
  });
  let price = '';
  const issue = await statementsOf(async () => {
    expect(await evaluateTargetOrders(window.id, created)).toEqual([]);
    await evaluateAlerts(window.id, created);
    const snapshot = await buildSnapshot(platformId, window.id);
    const result = priceFor(snapshot, offer, { accountId: buyer.id, shareholderAdjustment: null });
    price = result.ok ? result.price.toFixed(2) : result.error;
  });

  expect([...beat.prisma, ...issue.prisma]).toEqual([]);
  expect(beat.all).toMatch(/INSERT INTO "MarketWindow"/);
  // The standing order and the alert were priced against the buyer's offers.
  expect(issue.all.match(/FROM "Offer" o/g)).toHaveLength(2);
  expect(issue.all).toMatch(/FROM "PriceAlert"/);
  expect(price).toBe('90.00');
  // Neither filled nor triggered.
  expect(await db.targetOrderFill.count({ where: { targetOrderId: order.id } })).toBe(0);
  expect((await db.priceAlert.findUniqueOrThrow({ where: { id: alert.id } })).status).toBe('ACTIVE');
  // The control: a statement of Prisma's is seen as one.
  expect((await statementsOf(() => db.marketWindow.count({ where: { platformId } }))).prisma).toHaveLength(1);
  await db.targetOrder.delete({ where: { id: order.id } });
});
