import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import type { SessionUser } from '@/lib/auth/session-user';
import { checkShareholderLimits } from '@/lib/basket/check-shareholder-limits';
import { readCheckoutFacts } from '@/lib/basket/read-checkout-facts';
import { listening, onMarketChanged, startMarketEvents } from '@/lib/db-events';
import { buildSnapshot } from '@/lib/market/price-cache';
import { getMetadata, sessionWithMarketVersion } from '@/lib/metadata/get-metadata';
import { itemAmounts } from '@/lib/orders/domain/check-basket';
import { readTriggerLimitFacts } from '@/lib/triggers/check-trigger-limits';
import { listTriggerOrders } from '@/lib/triggers/list-trigger-orders';
import { ZTriggerOrdersQuery } from '@/lib/triggers/schemas';
import { db } from '../helpers/factories';
import { insertWindow } from '../helpers/market-windows';

/**
 * The platform's VAT rate (its first active one by id) is read in one place and kept per platform
 * until the next market change: the operator deactivating the first rate switches checkout,
 * shareholder limits, trigger limits, the trigger order list, the market and the metadata to the
 * next active one. A platform of its own, so no other test's money changes.
 */
const platformId = `vat-test-${randomUUID().slice(0, 8)}`;

afterAll(async () => {
  await db.marketWindow.deleteMany({ where: { platformId } });
  await db.user.deleteMany({ where: { account: { platformId } } });
  await db.account.deleteMany({ where: { platformId } });
  await db.vatRate.deleteMany({ where: { platformId } });
  await db.platform.deleteMany({ where: { id: platformId } });
  await db.$disconnect();
});

test('deactivating the first active rate switches every reader to the next active one at the next read', async () => {
  await db.platform.create({ data: { id: platformId, brandId: 'vat-test', name: 'VAT test', currency: 'EUR' } });
  const [first] = await db.vatRate.createManyAndReturn({
    data: [
      { platformId, country: 'DE', rate: '19' },
      { platformId, country: 'AT', rate: '7' },
    ],
  });
  const product = await db.product.findFirstOrThrow({ where: { type: 'FUEL' } });
  // A shareholder whose credit limit lies between the gross of one cbm at 7 % and at 19 %.
  const item = { productId: product.id, quantity: new Decimal(1), price: new Decimal(100), unitCount: null };
  const gross = (rate: string) => itemAmounts(item, false, new Decimal(rate)).gross;
  const creditLimit = gross('7').plus(gross('19')).div(2);
  const account = await db.account.create({
    data: {
      platformId,
      name: 'VAT-Test Genossenschaft',
      type: 'BUYER',
      releasedForTrading: true,
      isShareholder: true,
      shareholderCreditLimit: creditLimit.toFixed(2),
    },
  });
  const email = `vat-${randomUUID()}@test.fuel`;
  const userRow = await db.user.create({
    data: { accountId: account.id, email, username: email, passwordHash: 'unused', firstName: 'Vera', lastName: 'Test' },
  });
  const user: SessionUser = {
    userId: userRow.id,
    accountId: account.id,
    accountType: 'BUYER',
    platformId,
    parentAccountId: null,
    isShareholder: true,
    roles: [],
    features: [],
    isAdmin: true,
    email,
    username: email,
    firstName: 'Vera',
    lastName: 'Test',
    accountName: account.name,
    gtcAccepted: true,
    accountMetadataVersion: 0,
  };
  const window = await insertWindow(platformId, new Date('2030-01-07T09:00:00Z'), '825.00');

  /** What each of the six readers charges or shows. */
  const readers = async () => ({
    checkout: (await readCheckoutFacts(user, randomUUID())).vatRate.toFixed(2),
    shareholderLimit: await checkShareholderLimits(user, item, new Date()).then(
      () => 'within',
      (error: { messageKey?: string }) => error.messageKey,
    ),
    triggerLimits: (await readTriggerLimitFacts(user, 0)).vatRate.toFixed(2),
    triggerOrders: (await listTriggerOrders(user, ZTriggerOrdersQuery.parse({}))).metadata.vatRate,
    market: (await buildSnapshot(platformId, window.id)).vat,
    metadata: (await getMetadata(user, (await sessionWithMarketVersion(user.userId, Date.now()))!.marketVersion)).vat,
  });

  // The rate is kept only while the change listener runs: the case to test.
  startMarketEvents();
  while (!listening()) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(await readers()).toEqual({
    checkout: '19.00',
    shareholderLimit: 'insufficient_credit_contact_operator',
    triggerLimits: '19.00',
    triggerOrders: '19.00',
    market: '19.00',
    metadata: '19.00',
  });

  let heard = 0;
  onMarketChanged(() => (heard += 1));
  await db.vatRate.update({ where: { id: first.id }, data: { active: false, version: { increment: 1 } } });
  // The instance hears of the change at its commit (the database's notice, a moment later; other
  // tests' changes may come first): the next read after that has the new rate.
  const until = Date.now() + 5_000;
  while (heard === 0 || ((await readCheckoutFacts(user, randomUUID())).vatRate.equals(19) && Date.now() < until)) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(await readers()).toEqual({
    checkout: '7.00',
    shareholderLimit: 'within',
    triggerLimits: '7.00',
    triggerOrders: '7.00',
    market: '7.00',
    metadata: '7.00',
  });
});
