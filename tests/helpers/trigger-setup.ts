import { DateTime } from 'luxon';
import { db, createAccount, createUser } from './factories';
import { sessionOf } from './market-setup';

const ZONE = 'Europe/Berlin';

/** Trigger times every day from an hour before to an hour after `now` (Berlin), so a test passes at any hour. */
export function timesAround(now = new Date()) {
  const local = DateTime.fromJSDate(now, { zone: ZONE });
  return { weekdays: [1, 2, 3, 4, 5, 6, 7], timeFrom: local.minus({ hours: 1 }).toFormat('HH:mm'), timeTo: local.plus({ hours: 1 }).toFormat('HH:mm') };
}

/** The month `now` lies in (Berlin): a PROMPT lifting period starts in it. */
export const monthOf = (now = new Date()) => DateTime.fromJSDate(now, { zone: ZONE }).toFormat('yyyy-MM');

/** A trigger seller (feature triggers) and a buyer it has ENABLED, with a user each; the buyer's may purchase. */
export async function triggerParties() {
  const seller = await createAccount('SELLER', { features: ['triggers'] });
  const sellerUser = await createUser({ accountId: seller.id, type: 'SELLER', isAdmin: true });
  const buyerUser = await createUser({ type: 'BUYER' });
  await db.relationship.create({ data: { buyerAccountId: buyerUser.accountId, sellerAccountId: seller.id, status: 'ENABLED' } });
  return { seller, sellerUser, buyerUser, buyer: await sessionOf(buyerUser.id) };
}

/** A diesel contract body for `buyerAccountId`: 100 cbm, 10 % flexibility, 1 to 60 cbm per trigger, 3 a day. */
export async function dieselContract(buyerAccountId: number, change: Record<string, unknown> = {}) {
  const [diesel, terminal] = await Promise.all([
    db.product.findFirstOrThrow({ where: { name: 'Diesel B7' } }),
    db.terminal.findFirstOrThrow({ where: { code: 'DU1' } }),
  ]);
  return {
    buyerAccountId,
    ekkNumber: 'EKK-4711',
    terminalId: terminal.id,
    month: monthOf(),
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

export const promptPeriod = () => db.liftingPeriod.findFirstOrThrow({ where: { code: 'PROMPT' } });
