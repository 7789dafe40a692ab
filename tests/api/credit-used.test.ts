import { randomUUID } from 'node:crypto';
import { createAccount, createUser, db } from '../helpers/factories';
import { createOffer } from '../helpers/market-factories';
import { signInAs } from '../helpers/sign-in-as';

/**
 * "Kredit genutzt" on the seller's Buyers list (design 6 and 10): the open exposure of this buyer
 * with this seller, orders not cancelled and within the credit days of their product, the credit
 * limit's own count at checkout. A buyer the seller has just accepted starts at 0,00.
 */
afterAll(() => db.$disconnect());

const DAY = 86_400_000;

async function order(buyerAccountId: number, sellerAccountId: number, gross: string, change: { daysAgo?: number; status?: 'CANCELLED' } = {}) {
  const [product, terminal, user] = await Promise.all([
    db.product.findFirstOrThrow({ where: { name: 'Diesel B7' } }),
    db.terminal.findFirstOrThrow({ where: { code: 'DU1' } }),
    createUser({ accountId: buyerAccountId }),
  ]);
  const offer = await createOffer(sellerAccountId, { productId: product.id, terminalId: terminal.id });
  const number = `CREDIT-${randomUUID()}`;
  return db.order.create({
    data: {
      orderNumber: number,
      contractNumber: number,
      pickupNumber: number,
      buyerAccountId,
      buyerUserId: user.id,
      sellerAccountId,
      offerId: offer.id,
      productId: product.id,
      terminalId: terminal.id,
      quantity: '1',
      price: '100',
      net: gross,
      vatRate: '0',
      vat: '0',
      gross,
      currency: 'EUR',
      windowId: 0,
      status: change.status ?? 'INCOMPLETE',
      created: new Date(Date.now() - (change.daysAgo ?? 0) * DAY),
    },
  });
}

test('a buyer just accepted with a limit shows 0,00 used; only its own open orders with this seller within the credit days count', async () => {
  const sellerUser = await createUser({ type: 'SELLER' });
  const buyerUser = await createUser({ type: 'BUYER' });
  const [seller, buyer] = await Promise.all([signInAs(sellerUser), signInAs(buyerUser)]);
  const diesel = await db.product.findFirstOrThrow({ where: { name: 'Diesel B7' } });
  const [otherSeller, otherBuyer] = await Promise.all([createAccount('SELLER'), createAccount('BUYER')]);
  // None of these is this buyer's open exposure with this seller:
  await order(buyerUser.accountId, otherSeller.id, '1000.00'); // another seller's
  await order(otherBuyer.id, sellerUser.accountId, '2000.00'); // another buyer's
  await order(buyerUser.accountId, sellerUser.accountId, '4000.00', { status: 'CANCELLED' }); // cancelled
  await order(buyerUser.accountId, sellerUser.accountId, '8000.00', { daysAgo: 10 }); // past the 7 credit days of diesel

  const requested = await buyer.post('/api/relationships', { sellerAccountId: sellerUser.accountId });
  const id = requested.body.relationship._id;
  const accepted = await seller.put(`/api/relationships/${id}`, {
    status: 'ENABLED',
    creditLimitOption: 'MANUAL',
    creditLimit: '500000',
    creditDays: [{ productId: diesel.id, days: 7 }],
    version: 1,
  });
  expect(accepted.status).toBe(200);
  const creditUsed = async () => (await seller.get('/api/relationships/buyer')).body.relationships.find((r: { _id: number }) => r._id === id).creditUsed;
  expect(await creditUsed()).toBe('0.00');

  // Its first order with this seller counts, and one of six days ago, within the 7 credit days.
  await order(buyerUser.accountId, sellerUser.accountId, '1190.00');
  await order(buyerUser.accountId, sellerUser.accountId, '238.00', { daysAgo: 6 });
  expect(await creditUsed()).toBe('1428.00');
});
