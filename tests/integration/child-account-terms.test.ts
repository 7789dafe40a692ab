import { randomUUID } from 'node:crypto';
import { listChildAccountTerms } from '@/lib/accounts/list-child-account-terms';
import { createAccount, createUser, db } from '../helpers/factories';
import { createOffer } from '../helpers/market-factories';
import { insertTriggerOrder } from '../helpers/trigger-setup';

/** /aviaten (platform-shell 2, design 11): the children with their terms and this month's volume. */
afterAll(() => db.$disconnect());

async function order(buyerAccountId: number, quantity: string, created: Date, status: 'INCOMPLETE' | 'CANCELLED' = 'INCOMPLETE') {
  const number = `AV-${randomUUID()}`;
  const user = await createUser({ accountId: buyerAccountId });
  const seller = await createAccount('SELLER');
  const offer = await createOffer(seller.id);
  await db.order.create({
    data: {
      orderNumber: number,
      contractNumber: number,
      pickupNumber: number,
      buyerAccountId,
      buyerUserId: user.id,
      sellerAccountId: seller.id,
      offerId: offer.id,
      productId: offer.productId,
      terminalId: offer.terminalId,
      status,
      quantity,
      price: '100',
      net: '0',
      vatRate: '0',
      vat: '0',
      gross: '0',
      currency: 'EUR',
      windowId: 0,
      created,
    },
  });
}

test('lists the children with their terms and the fuel volume ordered this month, not cancelled', async () => {
  const now = new Date('2026-11-20T10:00:00Z');
  const parent = await createAccount('BUYER');
  const terminal = await db.terminal.findFirstOrThrow({ where: { code: 'HH1' } });
  const product = await db.product.findFirstOrThrow({ where: { name: 'Diesel B7' } });
  const child = await createAccount('BUYER', {
    name: 'A Filiale',
    parentId: parent.id,
    isShareholder: true,
    priceAdjustment: '-0.35',
    shareholderCreditLimit: '50000',
    shareholderCreditDays: 14,
    collectionCutDays: 5,
    shareholderTerminalIds: [terminal.id],
  });
  await db.purchaseLimit.create({ data: { accountId: child.id, productId: product.id, limitCbm: '25' } });
  const bare = await createAccount('BUYER', { name: 'B Filiale', parentId: parent.id, isShareholder: true });
  await order(child.id, '10', new Date('2026-11-02T08:00:00Z'));
  await order(child.id, '5.5', new Date('2026-11-19T08:00:00Z'));
  await order(child.id, '7', new Date('2026-11-19T09:00:00Z'), 'CANCELLED');
  // 31 October 23:30 UTC is already November in Berlin; 31 October 22:30 UTC is not.
  await order(child.id, '1', new Date('2026-10-31T23:30:00Z'));
  await order(child.id, '100', new Date('2026-10-31T22:30:00Z'));
  // Triggered cbm count as ordered ones do.
  const childUser = await createUser({ accountId: child.id });
  const triggerSeller = await createAccount('SELLER');
  await insertTriggerOrder({ accountId: child.id, userId: childUser.id }, triggerSeller.id, product.id, '4', '0', new Date('2026-11-10T08:00:00Z'));
  const cancelled = await insertTriggerOrder(
    { accountId: child.id, userId: childUser.id },
    triggerSeller.id,
    product.id,
    '9',
    '0',
    new Date('2026-11-11T08:00:00Z'),
  );
  await db.triggerOrder.update({ where: { id: cancelled.id }, data: { status: 'CANCELLED' } });

  const children = await listChildAccountTerms(parent.id, 'Europe/Berlin', now);
  expect(children).toEqual([
    {
      id: child.id,
      name: 'A Filiale',
      blocked: false,
      priceAdjustment: '-0.35',
      creditLimit: '50000',
      creditDays: 14,
      collectionCutDays: 5,
      terminals: [terminal.name],
      purchaseLimits: [{ product: 'Diesel B7', limitCbm: '25' }],
      volumeThisMonth: '20.5',
    },
    expect.objectContaining({ id: bare.id, priceAdjustment: null, terminals: [], purchaseLimits: [], volumeThisMonth: '0' }),
  ]);
  expect(await listChildAccountTerms(child.id, 'Europe/Berlin', now)).toEqual([]);
});
