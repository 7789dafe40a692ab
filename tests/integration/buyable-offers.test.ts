import { randomUUID } from 'node:crypto';
import { Prisma } from '@/lib/db';
import { findBuyableOffers } from '@/lib/market/find-buyable-offers';
import { createAccount, createUser, db } from '../helpers/factories';
import { createOffer, createSellerFor, marketOf, removeMarketData, seeded } from '../helpers/market-factories';
import { insertWindow } from '../helpers/market-windows';

/**
 * Target orders and price alerts choose among the offers of find-buyable-offers.ts, many buyers at
 * once; the market screen shows those of load-market-rows.ts, one buyer in one statement. Both
 * write the market's rules, so this holds them to each other: for buyers whose relationships,
 * sellers and offers meet each rule on either side of it, the two list the same offers, in a live
 * window and in a limited one. Windows in the past (2020), so the running server's are untouched.
 */
const at = new Date('2020-04-06T09:05:00Z');
const HOUR = 3_600_000;
const open = { startsAt: new Date(at.getTime() - HOUR), endsAt: new Date(at.getTime() + HOUR) };
const sellerIds: number[] = [];
const windowIds: number[] = [];

afterAll(async () => {
  await removeMarketData(sellerIds);
  await db.marketWindow.deleteMany({ where: { id: { in: windowIds } } });
  await db.$disconnect();
});

test("the offers target orders and alerts choose among are exactly the buyer's market, rule by rule", async () => {
  const plain = await createAccount('BUYER');
  const { platformId } = plain;
  const { product, terminal } = await seeded();
  const { product: diesel, terminal: duisburg } = await seeded('Diesel B7', 'DU1');
  const additive = await db.product.findFirstOrThrow({ where: { type: { not: 'FUEL' } } });
  // A shareholder buys only at Hamburg (design 11).
  const shareholder = await createAccount('BUYER', { shareholderTerminalIds: [terminal.id] });
  const otherPlatform = await db.platform.findFirstOrThrow({ where: { id: { not: platformId } } });
  const farRegion = await db.region.create({ data: { platformId: otherPlatform.id, name: `Far ${randomUUID().slice(0, 8)}` } });
  const farTerminal = await db.terminal.create({
    data: { regionId: farRegion.id, name: 'Far terminal', code: `F${randomUUID().slice(0, 7)}`, city: 'Zürich' },
  });

  const shown: Record<string, number> = {};
  const hidden: Record<string, number> = {};
  const offer = async (list: Record<string, number>, name: string, sellerId: number, data: Partial<Prisma.OfferUncheckedCreateInput> = {}) => {
    list[name] = (await createOffer(sellerId, { ...open, ...data })).id;
  };
  /** A seller with the same relationship to both buyers; `account` set on the seller's account. */
  const both = async (options: Parameters<typeof createSellerFor>[1] = {}, account: Prisma.AccountUpdateInput = {}) => {
    const seller = await createSellerFor([plain.id, shareholder.id], options);
    await db.account.update({ where: { id: seller.id }, data: account });
    sellerIds.push(seller.id);
    return seller.id;
  };

  const everything = await both();
  await offer(shown, 'fixed at Hamburg', everything);
  await offer(shown, 'fixed at Duisburg (not the shareholder’s)', everything, { terminalId: duisburg.id });
  await offer(shown, 'live-priced', everything, { priceType: 'TRACKING', fixedPrice: null, iceMonth: 0, surcharge: new Prisma.Decimal('1.25') });
  // 11:05 in Berlin.
  await offer(shown, 'within its daily hours', everything, { dailyStart: '10:00', dailyEnd: '12:00' });
  await offer(hidden, 'outside its daily hours', everything, { dailyStart: '12:00', dailyEnd: '18:00' });
  await offer(hidden, 'an additive', everything, { productId: additive.id });
  await offer(hidden, 'sold out', everything, { remainingVolume: new Prisma.Decimal('0') });
  await offer(hidden, 'less left than an order’s minimum', everything, { remainingVolume: new Prisma.Decimal('4') });
  await offer(hidden, 'paused', everything, { status: 'PAUSED' });
  await offer(hidden, 'not yet begun', everything, { startsAt: new Date(at.getTime() + HOUR), endsAt: new Date(at.getTime() + 2 * HOUR) });
  await offer(hidden, 'ended', everything, { startsAt: new Date(at.getTime() - 2 * HOUR), endsAt: at });
  await offer(hidden, 'at another platform’s terminal', everything, { terminalId: farTerminal.id });
  const released = await both({ terminalIds: [terminal.id], productIds: [product.id] });
  await offer(shown, 'released terminal and product', released);
  await offer(hidden, 'a terminal not released', released, { terminalId: duisburg.id });
  await offer(hidden, 'a product not released', released, { productId: diesel.id });
  await offer(hidden, 'a relationship not enabled', await both({ status: 'DISABLED' }));
  await offer(hidden, 'a relationship in processing', await both({ status: 'IN_PROCESSING' }));
  await offer(hidden, 'a blocked seller', await both({}, { blocked: true }));
  await offer(hidden, 'a seller not released for trading', await both({}, { releasedForTrading: false }));

  const live = await insertWindow(platformId, at, '825.00');
  windowIds.push(live.id);
  const buyers = [plain, shareholder];
  const viewers = await Promise.all(buyers.map(async (b) => ({ accountId: b.id, platformId, userId: (await createUser({ accountId: b.id })).id })));
  const namesOf = (ids: number[]) => {
    const names = new Map(Object.entries({ ...shown, ...hidden }).map(([name, id]) => [id, name]));
    return ids.flatMap((id) => names.get(id) ?? []).sort();
  };
  const compare = async (window: typeof live) => {
    const buyable = await findBuyableOffers({ accountIds: buyers.map((b) => b.id), platformId }, window, at);
    return Promise.all(
      viewers.map(async (viewer) => ({
        market: namesOf((await marketOf(viewer, {}, at)).offers.map((o) => o._id)),
        buyable: namesOf((buyable.get(viewer.accountId) ?? []).map((o) => o.id)),
      })),
    );
  };

  const everyShown = Object.keys(shown).sort();
  const [forPlain, forShareholder] = await compare(live);
  expect(forPlain.market).toEqual(everyShown);
  expect(forPlain.buyable).toEqual(forPlain.market);
  expect(forShareholder.market).toEqual(everyShown.filter((name) => !name.includes('Duisburg')));
  expect(forShareholder.buyable).toEqual(forShareholder.market);

  // A limited market (a clone window): fixed prices only.
  await db.marketWindow.update({ where: { id: live.id }, data: { isClone: true } });
  const [limitedPlain, limitedShareholder] = await compare({ ...live, isClone: true });
  expect(limitedPlain.market).toEqual(everyShown.filter((name) => name !== 'live-priced'));
  expect(limitedPlain.buyable).toEqual(limitedPlain.market);
  expect(limitedShareholder.buyable).toEqual(limitedShareholder.market);
});
