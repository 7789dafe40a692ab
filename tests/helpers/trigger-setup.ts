import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { db, createAccount, createUser } from './factories';
import { sessionOf } from './market-setup';
import { signInAs } from './sign-in-as';

const ZONE = 'Europe/Berlin';

/**
 * Trigger times every day from two hours before to two hours after `now` (Berlin wall clock), so
 * a test passes at any hour, and `now` stays inside when the clocks change within the hour.
 */
export function timesAround(now = new Date()) {
  const local = DateTime.fromJSDate(now, { zone: ZONE });
  return { weekdays: [1, 2, 3, 4, 5, 6, 7], timeFrom: local.minus({ hours: 2 }).toFormat('HH:mm'), timeTo: local.plus({ hours: 2 }).toFormat('HH:mm') };
}

/**
 * A seeded lifting period that lies wholly within one month from today (Berlin), and that month:
 * PROMPT (today to 3 days on), or near a month's end NEXT_WEEK (7 to 14 days on, all in the next month).
 */
export async function periodWithinMonth(now = new Date()) {
  const today = DateTime.fromJSDate(now, { zone: ZONE }).startOf('day');
  const period = await db.liftingPeriod.findFirstOrThrow({ where: { code: today.plus({ days: 3 }).month === today.month ? 'PROMPT' : 'NEXT_WEEK' } });
  return { period, month: today.plus({ days: period.startDays }).toFormat('yyyy-MM') };
}

/** A trigger seller (feature triggers) and a buyer it has ENABLED, with a user each; the buyer's may purchase. */
export async function triggerParties() {
  const seller = await createAccount('SELLER', { features: ['triggers'] });
  const sellerUser = await createUser({ accountId: seller.id, type: 'SELLER', isAdmin: true });
  const buyerUser = await createUser({ type: 'BUYER' });
  await db.relationship.create({ data: { buyerAccountId: buyerUser.accountId, sellerAccountId: seller.id, status: 'ENABLED' } });
  return { seller, sellerUser, buyerUser, buyer: await sessionOf(buyerUser.id) };
}

/** A diesel contract body for `buyerAccountId` in the month of periodWithinMonth: 100 cbm, 10 % flexibility, 1 to 60 cbm per trigger, 3 a day. */
export async function dieselContract(buyerAccountId: number, change: Record<string, unknown> = {}) {
  const [diesel, terminal, { month }] = await Promise.all([
    db.product.findFirstOrThrow({ where: { name: 'Diesel B7' } }),
    db.terminal.findFirstOrThrow({ where: { code: 'DU1' } }),
    periodWithinMonth(),
  ]);
  return {
    buyerAccountId,
    ekkNumber: 'EKK-4711',
    terminalId: terminal.id,
    month,
    products: [{ productId: diesel.id, percent: '100' }],
    monthlyVolume: '100',
    flexibility: '10',
    orderMin: '1',
    orderMax: '60',
    ...timesAround(),
    dailyCount: 3,
    iceMonth: 0,
    premium: '1.50',
    ...change,
  };
}

/**
 * A contract written over HTTP by a trigger seller for its buyer, both signed in, and `trigger`:
 * the buyer's POST of `quantity` cbm (a bundle's total) of the first product in the period that
 * lies within the month, with anything of the body changed.
 */
export async function contractOverHttp(change: Record<string, unknown> = {}) {
  const parties = await triggerParties();
  const [seller, buyer] = await Promise.all([signInAs(parties.sellerUser), signInAs(parties.buyerUser)]);
  const body = await dieselContract(parties.buyerUser.accountId, change);
  const created = await seller.post('/api/triggers/contracts', body);
  if (created.status !== 200) throw new Error(`contract refused: ${JSON.stringify(created.body)}`);
  const { period } = await periodWithinMonth();
  const trigger = (quantity: string, extra: Record<string, unknown> = {}) =>
    buyer.post('/api/triggers/orders', {
      contractId: created.body._id,
      items: [{ productId: body.products[0].productId, quantity }],
      liftingPeriodId: period.id,
      acceptTerms: true,
      bookingChecked: true,
      idempotencyKey: randomUUID(),
      ...extra,
    });
  return { ...parties, seller, buyer, body, contractId: created.body._id as number, period, trigger };
}

/** Triggers at the prices the list shows, sending them and their window as the screen does: a changed price answers the new ones, which are then taken. */
export async function triggerAtShownPrice(desk: Awaited<ReturnType<typeof contractOverHttp>>, quantity: string) {
  const shown = (await desk.buyer.get('/api/triggers/contracts')).body;
  let { windowId } = shown;
  type Listed = { id: number; price: string };
  let prices: { productId: number; price: string }[] = shown.contracts[0].products.map((p: Listed) => ({ productId: p.id, price: p.price }));
  for (;;) {
    const res = await desk.trigger(quantity, { windowId, prices });
    if (res.body.message !== 'trigger_price_changed') return { res, price: prices[0].price, windowId };
    ({ windowId, prices } = res.body.data);
  }
}

/**
 * A trigger order of `quantity` cbm of `productId` worth `gross` (VAT left out), written straight
 * to the tables on a contract of the seller with the buyer, placed at `created` (now by default).
 */
export async function insertTriggerOrder(
  buyer: { accountId: number; userId: number },
  sellerAccountId: number,
  productId: number,
  quantity: string,
  gross: string,
  created = new Date(),
) {
  const terminal = await db.terminal.findFirstOrThrow({ where: { code: 'DU1' } });
  const contract = await db.triggerContract.create({
    data: {
      sellerAccountId,
      buyerAccountId: buyer.accountId,
      ekkNumber: 'EKK-1',
      terminalId: terminal.id,
      month: '2026-12',
      monthlyVolume: '100',
      orderMin: '1',
      orderMax: '100',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      timeFrom: '00:00',
      timeTo: '23:59',
      dailyCount: 9,
      iceMonth: 0,
      premium: '0',
    },
  });
  return db.triggerOrder.create({
    data: {
      orderNumber: `T-${randomUUID()}`,
      contractId: contract.id,
      buyerAccountId: buyer.accountId,
      buyerUserId: buyer.userId,
      sellerAccountId,
      quantity,
      liftingPeriodId: 0,
      liftingStart: created,
      liftingEnd: created,
      windowId: 0,
      net: gross,
      vatRate: '0',
      vat: '0',
      gross,
      currency: 'EUR',
      created,
      items: { create: [{ productId, quantity, price: '100', net: gross, vat: '0', gross, breakdown: [] }] },
    },
  });
}
