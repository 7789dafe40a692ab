import { ROLES } from '@/lib/access/routes';
import { checkout } from '@/lib/basket/checkout';
import { actOnOrder } from '@/lib/orders/act-on-order';
import { orderableBasket } from '../helpers/basket-choices';
import { createUser, db, lockLogins } from '../helpers/factories';
import { buyerOf, newKey, sellerWithOffer, sessionOf } from '../helpers/market-setup';

/**
 * The order mails (design 7): written with the order change, to whom each step concerns, in the
 * recipient's language; never to a blocked user, and then to the company's other admins. A login
 * lock is no block: anyone who knows an address can start one.
 */
afterAll(() => db.$disconnect());

const confirm = { termsAccepted: true as const, orderChecked: true as const };
const mailsTo = (to: string, template?: string) => db.emailOutbox.findMany({ where: { to, ...(template ? { template } : {}) }, orderBy: { id: 'asc' } });

/** A user changed after creation: a language, its logins locked after failed attempts, or blocked by the admin. */
async function user(accountId: number, options: { isAdmin?: boolean; roles?: string[]; locale?: string; locked?: boolean; statusId?: number }) {
  const { locale = null, locked = false, statusId = 100, ...rest } = options;
  const created = await createUser({ accountId, roles: [], ...rest });
  if (locked) await lockLogins(created.email);
  return db.user.update({ where: { id: created.id }, data: { locale, statusId } });
}

async function placed(quantity = '12.5') {
  const { seller, offer } = await sellerWithOffer({ volume: '100', fixedPrice: '95.35' });
  const buyer = await buyerOf(seller.id);
  const basket = await orderableBasket(buyer, { offerId: offer.id, quantity });
  const { orders } = await checkout(buyer, basket._id, { ...confirm, idempotencyKey: newKey() });
  return { seller, buyer, order: orders[0] };
}

test("a new order goes to the seller's active admins and managers, each in its language, a locked-out one too; not to blocked or other users", async () => {
  const { seller, offer } = await sellerWithOffer({ volume: '2000', fixedPrice: '95.35' });
  const adminDe = await user(seller.id, { isAdmin: true });
  const adminEn = await user(seller.id, { isAdmin: true, locale: 'en' });
  const manager = await user(seller.id, { roles: [ROLES.relationships] });
  const locked = await user(seller.id, { roles: [ROLES.relationships], locked: true });
  const blocked = await user(seller.id, { isAdmin: true, statusId: 300 });
  const member = await user(seller.id, { roles: [ROLES.purchase] });
  const buyer = await buyerOf(seller.id);
  const basket = await orderableBasket(buyer, { offerId: offer.id, quantity: '1234.5' });
  const { orders } = await checkout(buyer, basket._id, { ...confirm, idempotencyKey: newKey() });
  const number = orders[0].orderId;

  const [de] = await mailsTo(adminDe.email, 'order_placed');
  expect(de.subject).toBe(`Neue Bestellung ${number} von ${buyer.accountName}`);
  expect(de.body).toContain(`Hallo ${adminDe.firstName},\n${buyer.accountName} hat bei Ihnen bestellt:`);
  expect(de.body).toContain(`${number}: 1.234,5 cbm zu 95,35 EUR/100L15, brutto 1.400.743,94 EUR; Diesel B7`);
  const [en] = await mailsTo(adminEn.email, 'order_placed');
  expect(en.subject).toBe(`New order ${number} from ${buyer.accountName}`);
  expect(en.body).toContain(`Hello ${adminEn.firstName},\n${buyer.accountName} has ordered from you:`);
  expect(en.body).toContain(`${number}: 1,234.5 cbm at 95.35 EUR/100L15, gross 1,400,743.94 EUR; Diesel B7`);
  expect(await mailsTo(manager.email, 'order_placed')).toHaveLength(1);
  expect(await mailsTo(locked.email, 'order_placed')).toHaveLength(1);
  for (const nobody of [blocked, member]) expect(await mailsTo(nobody.email)).toEqual([]);
  // The buyer who ordered: one confirmation.
  expect((await mailsTo(buyer.email)).map((m) => [m.template, m.subject])).toEqual([['order_confirmation', 'Ihre Bestellung']]);
});

test('managers whose logins are locked still get the new order: an outsider cannot cut them off by failing to log in', async () => {
  const { seller, offer } = await sellerWithOffer({ volume: '100' });
  const managers = [await user(seller.id, { roles: [ROLES.relationships], locked: true }), await user(seller.id, { isAdmin: true, locked: true })];
  const admin = await user(seller.id, { isAdmin: true });
  const buyer = await buyerOf(seller.id);
  const basket = await orderableBasket(buyer, { offerId: offer.id, quantity: '5' });
  await checkout(buyer, basket._id, { ...confirm, idempotencyKey: newKey() });
  for (const manager of [...managers, admin]) expect(await mailsTo(manager.email, 'order_placed')).toHaveLength(1);
});

test('the buyer who ordered hears of the confirmation in its language, with the status as its screens name it', async () => {
  const { seller, buyer, order } = await placed();
  await db.user.update({ where: { id: buyer.userId }, data: { locale: 'en' } });
  const sellerUser = await sessionOf((await user(seller.id, { isAdmin: true })).id);
  await actOnOrder(sellerUser, order._id, 'confirm');
  const [mail] = await mailsTo(buyer.email, 'order_confirmed');
  expect(mail.subject).toBe(`Order ${order.orderId}: Confirmed`);
  expect(mail.body).toContain(`${seller.name} has confirmed your order. Status: Confirmed.`);
  expect(mail.body).toContain(`${order.orderId}: 12.5 cbm at 95.35 EUR/100L15, gross 14,183.31 EUR`);
  // Review and the steps after confirmation mail nobody.
  await actOnOrder(sellerUser, order._id, 'transfer');
  expect(await mailsTo(buyer.email)).toHaveLength(2);
});

test("a decline with its reason reaches the buyer company's admins when the buyer who ordered has been blocked", async () => {
  const { seller, buyer, order } = await placed();
  const buyerAdmin = await user(buyer.accountId, { isAdmin: true });
  await db.user.update({ where: { id: buyer.userId }, data: { statusId: 300 } });
  const sellerUser = await sessionOf((await user(seller.id, { isAdmin: true })).id);
  await actOnOrder(sellerUser, order._id, 'decline', 'Terminal gesperrt');
  expect(await mailsTo(buyer.email, 'order_declined')).toEqual([]);
  const [mail] = await mailsTo(buyerAdmin.email, 'order_declined');
  expect(mail.subject).toBe(`Bestellung ${order.orderId}: Abgelehnt`);
  expect(mail.body).toContain(`${seller.name} hat Ihre Bestellung ${order.orderId} abgelehnt. Status: Abgelehnt.\nBegründung: Terminal gesperrt`);
});

test('a mail writes its collection days as the screens write days, in the recipient’s language', async () => {
  const { seller, offer } = await sellerWithOffer({ volume: '100', fixedPrice: '95.35' });
  await db.offer.update({
    where: { id: offer.id },
    data: { collectionStart: new Date('2031-12-05T00:00:00Z'), collectionEnd: new Date('2031-12-07T00:00:00Z') },
  });
  const adminDe = await user(seller.id, { isAdmin: true });
  const adminEn = await user(seller.id, { isAdmin: true, locale: 'en' });
  const buyer = await buyerOf(seller.id);
  const basket = await orderableBasket(buyer, { offerId: offer.id, quantity: '5' });
  await checkout(buyer, basket._id, { ...confirm, idempotencyKey: newKey() });
  const [[de], [en]] = await Promise.all([mailsTo(adminDe.email, 'order_placed'), mailsTo(adminEn.email, 'order_placed')]);
  expect(de.body).toContain('; Abholung 05.12.2031 – 07.12.2031');
  expect(en.body).toContain('; collection 05/12/2031 – 07/12/2031');
});
