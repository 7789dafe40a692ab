import Decimal from 'decimal.js';
import { Prisma } from '@/lib/db';
import { createAccount, createUser, db } from '../helpers/factories';
import { createOffer, createSellerFor, marketOf } from '../helpers/market-factories';
import { insertWindow } from '../helpers/market-windows';

/**
 * The market's price change per offer: the shown price less the price the same offer and rules
 * gave at the previous window's quotes. Windows in the past (2020), so the running server's own
 * windows are neither used nor disturbed.
 */
const at = new Date('2020-01-06T09:05:00Z');
const MINUTE = 60_000;
const windowIds: number[] = [];
let platformId = '';

beforeAll(async () => {
  platformId = (await createAccount('BUYER')).platformId;
});

afterAll(async () => {
  await db.marketWindow.deleteMany({ where: { id: { in: windowIds } } });
  await db.$disconnect();
});

test('a live offer carries the move of its shown price since the previous window; a fixed price shows no move; the first window none', async () => {
  const buyer = await createAccount('BUYER');
  const user = await createUser({ accountId: buyer.id });
  const seller = await createSellerFor(buyer.id);
  const open = { startsAt: new Date(at.getTime() - 60 * MINUTE), endsAt: new Date(at.getTime() + 60 * MINUTE) };
  const live = await createOffer(seller.id, { priceType: 'TRACKING', fixedPrice: null, iceMonth: 0, surcharge: new Prisma.Decimal('1.25'), ...open });
  const fixed = await createOffer(seller.id, open);
  // /GAS falls 50 USD/t between the windows: heating oil about 4 EUR/100L15 cheaper.
  windowIds.push((await insertWindow(platformId, new Date(at.getTime() - 5 * MINUTE), '875.00')).id);
  windowIds.push((await insertWindow(platformId, at, '825.00')).id);
  const viewer = { accountId: buyer.id, platformId, userId: user.id };
  const market = async (now: Date) => {
    const { offers } = await marketOf(viewer, {}, now);
    return new Map(offers.map((o) => [o._id, o]));
  };

  const earlier = await market(new Date(at.getTime() - 4 * MINUTE));
  const now = await market(new Date(at.getTime() + MINUTE));

  const change = now.get(live.id)!.priceChange!;
  expect(change).toBe(new Decimal(now.get(live.id)!.price).minus(earlier.get(live.id)!.price).toFixed(2));
  expect(new Decimal(change).lessThan(-3)).toBe(true);
  expect(now.get(fixed.id)!.priceChange).toBe('0.00');
  expect(earlier.get(live.id)!.priceChange).toBeNull();
});
