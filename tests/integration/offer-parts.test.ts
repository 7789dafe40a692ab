import { Prisma } from '@/lib/db';
import { listening, onMarketPush, startMarketEvents, stopMarketEvents } from '@/lib/db-events';
import { buildSnapshot, type MarketSnapshot } from '@/lib/market/price-cache';
import { listMarketOffers, type MarketAnswer } from '@/lib/market/list-market-offers';
import { marketAnswer } from '@/lib/market/market-answer';
import { marketRowsOf, sessionWithMarketHead } from '@/lib/market/load-market-rows';
import { createAccount, createUser, db } from '../helpers/factories';
import { createOffer, createSellerFor, seeded } from '../helpers/market-factories';
import { insertWindow } from '../helpers/market-windows';

/**
 * A window's market is priced and written once per price class of buyer, not once per screen: the
 * buyers of one class share each offer's part, the buyers of another class (a shareholder's price
 * adjustment, an ACCOUNT rule naming the buyer) get their own, and an answer put together from
 * parts other buyers' requests made is byte for byte the answer made from nothing. Windows in the
 * past (February 2020), so the running server's own windows are neither used nor disturbed; the
 * snapshots are the test's own, so no other file's change notice drops them midway.
 * @serial One test compares two answers' ETags, which name the market version: beside other files,
 * their price rules and catalogue writes moved it during each of five tries (one whole run).
 */
const HOUR = 3_600_000;
const windowIds: number[] = [];

afterAll(async () => {
  await db.marketWindow.deleteMany({ where: { id: { in: windowIds } } });
  await db.$disconnect();
});

async function buyerWith(extra: Record<string, unknown> = {}, street?: string) {
  const account = await createAccount('BUYER', extra);
  const user = await createUser({ accountId: account.id });
  if (street) await db.deliveryLocation.create({ data: { accountId: account.id, street, postCode: '20457', city: 'Hamburg', county: 'HH' } });
  return { accountId: account.id, platformId: account.platformId, userId: user.id };
}

/** Five buyers of one seller's three offers, priced in a window issued at `at`, after one 5 minutes before. */
async function market(at: Date) {
  const [plain, neighbour, cutting, shareholder, named] = await Promise.all([
    buyerWith({}, 'Am Kai 1'),
    buyerWith({}, 'Hafenstraße 9'),
    // Same price as a plain buyer, but its own collection-period cut.
    buyerWith({ isShareholder: true, collectionCutDays: 2 }, 'Deichweg 3'),
    buyerWith({ isShareholder: true, priceAdjustment: '-1.25' }),
    buyerWith(),
  ]);
  const seller = await createSellerFor(plain.accountId);
  await db.relationship.createMany({
    data: [neighbour, cutting, shareholder, named].map((b) => ({
      buyerAccountId: b.accountId,
      sellerAccountId: seller.id,
      status: 'ENABLED' as const,
      allTerminals: true,
      allProducts: true,
    })),
  });
  await db.priceRule.create({ data: { sellerAccountId: seller.id, kind: 'PRICE', scope: 'ACCOUNT', accountIds: [named.accountId], value: '-0.50' } });
  const open = { startsAt: new Date(at.getTime() - HOUR), endsAt: new Date(at.getTime() + HOUR) };
  const collection = { collectionStart: new Date('2020-02-10T00:00:00Z'), collectionEnd: new Date('2020-02-20T00:00:00Z') };
  const tracking = { priceType: 'TRACKING' as const, fixedPrice: null, iceMonth: 0, surcharge: new Prisma.Decimal('1.25'), ...open, ...collection };
  const offers = await Promise.all([
    createOffer(seller.id, tracking),
    createOffer(seller.id, { ...tracking, maxPriceDrop: new Prisma.Decimal('1.00'), anonymous: true }),
    createOffer(seller.id, { ...open, ...collection }),
  ]);
  windowIds.push((await insertWindow(plain.platformId, new Date(at.getTime() - 5 * 60_000), '875.00')).id);
  const window = await insertWindow(plain.platformId, at, '825.00');
  windowIds.push(window.id);
  return { buyers: { plain, neighbour, cutting, shareholder, named }, offers, window, now: new Date(at.getTime() + 60_000) };
}

/** Snapshots shared by every request that asks, as the instance keeps them. */
function sharedSnapshots() {
  const kept = new Map<number, Promise<MarketSnapshot>>();
  return (platformId: string, windowId: number) => kept.get(windowId) ?? kept.set(windowId, buildSnapshot(platformId, windowId)).get(windowId)!;
}

const parse = (json: string) => JSON.parse(json) as MarketAnswer;
/** The answer's JSON as listMarketOffers writes it (UTF-8), as text. */
const written = async (...args: Parameters<typeof listMarketOffers>) => (await listMarketOffers(...args)).json.toString();
const priceOf = (answer: MarketAnswer, offerId: number) => answer.offers.find((o) => o._id === offerId)?.price;

test('buyers of one price class share each offer’s priced and written part; other classes get their own parts and prices', async () => {
  const { buyers, offers, window, now } = await market(new Date('2020-02-03T10:05:00Z'));
  const snapshots = sharedSnapshots();
  const answers = [];
  for (const buyer of [buyers.plain, buyers.neighbour, buyers.cutting]) answers.push(parse(await written(buyer, {}, now, snapshots)));
  const snapshot = await snapshots(buyers.plain.platformId, window.id);
  // Three screens of one class: each offer priced and written once.
  expect(snapshot.parts.size).toBe(offers.length);
  // The plain buyer and its neighbour differ in their addresses alone: one list of offers, filtered, sorted and written once, serves both;
  // the cutting buyer's collection cut is its own.
  expect(snapshot.lists.size).toBe(2);
  expect(answers.map((a) => a.offers.length)).toEqual([3, 3, 3]);
  expect(answers.map((a) => a.offers[0].deliveryAddress?.street)).toEqual(['Am Kai 1', 'Hafenstraße 9', 'Deichweg 3']);
  for (const offer of offers) expect(new Set(answers.map((a) => priceOf(a, offer.id))).size).toBe(1);

  const shareholder = parse(await written(buyers.shareholder, {}, now, snapshots));
  expect(snapshot.parts.size).toBe(2 * offers.length);
  const named = parse(await written(buyers.named, {}, now, snapshots));
  expect(snapshot.parts.size).toBe(3 * offers.length);
  expect(snapshot.lists.size).toBe(4);

  const plain = answers[0];
  const live = offers[0].id;
  expect(Number(priceOf(shareholder, live))).toBeCloseTo(Number(priceOf(plain, live)) - 1.25, 2);
  expect(Number(priceOf(named, live))).toBeCloseTo(Number(priceOf(plain, live)) - 0.5, 2);
});

test('an answer put together from parts other buyers’ requests made is, byte for byte, the answer made from nothing', async () => {
  const { buyers, now } = await market(new Date('2020-02-03T11:05:00Z'));
  const snapshots = sharedSnapshots();
  const fresh = (platformId: string, windowId: number) => buildSnapshot(platformId, windowId);
  // The first buyer of the class writes the parts; the others' answers are put together from them.
  const first = await written(buyers.plain, {}, now, snapshots);
  expect(first).toBe(await written(buyers.plain, {}, now, fresh));
  for (const buyer of [buyers.neighbour, buyers.cutting, buyers.shareholder, buyers.named]) {
    for (const query of [{}, { sortBy: 'seller' as const, sortType: 'desc' as const }]) {
      const shared = await written(buyer, query, now, snapshots);
      expect({ buyer: buyer.accountId, query, json: shared }).toEqual({
        buyer: buyer.accountId,
        query,
        json: await written(buyer, query, now, fresh),
      });
    }
  }
  // What is each buyer's own stays its own: its address and its collection cut.
  const plain = parse(first).offers[0];
  const cutting = parse(await written(buyers.cutting, {}, now, snapshots)).offers[0];
  expect([plain.deliveryAddress?.street, plain.overrides.current]).toEqual(['Am Kai 1', null]);
  expect([cutting.deliveryAddress?.street, cutting.overrides.current]).toEqual([
    'Deichweg 3',
    { collectionTime: 'CUSTOM', collectionStartDate: '2020-02-10', collectionEndDate: '2020-02-12', maximumOrderQuantity: '50' },
  ]);
});

/**
 * `ask`'s answers while the market version stood still: an answer's ETag names the version, which
 * the running server's own window, issued once a minute, moves at any moment.
 */
async function whileVersionStands<T>(ask: () => Promise<T>): Promise<T> {
  const version = async () => (await db.marketVersion.findUniqueOrThrow({ where: { id: 1 } })).version;
  for (let attempt = 0; attempt < 5; attempt++) {
    const before = await version();
    const answers = await ask();
    if ((await version()) === before) return answers;
  }
  throw new Error('the market version moved during each of five tries');
}

test('the users of one company asking at once share one answer: nothing in it is a user’s own unless a favourite is asked for', async () => {
  const { buyers, now } = await market(new Date('2020-02-03T12:05:00Z'));
  const colleague = await createUser({ accountId: buyers.plain.accountId });
  const req = { headers: new Headers() };
  const [mine, theirs] = await whileVersionStands(() =>
    Promise.all([marketAnswer(buyers.plain, {}, req, now), marketAnswer({ ...buyers.plain, userId: colleague.id }, {}, req, now)]),
  );
  expect(theirs.headers.get('etag')).toBe(mine.headers.get('etag'));
  expect(await theirs.text()).toBe(await mine.text());
});

test('a market built from the rows the instance keeps is the market read whole; a changed offer or address is read again', async () => {
  const { buyers, offers, now } = await market(new Date('2020-02-03T13:05:00Z'));
  const { plain } = buyers;
  const snapshots = sharedSnapshots();
  const kept = async () => {
    const read = await sessionWithMarketHead(plain.userId, now.getTime(), now);
    expect(read?.accountId).toBe(plain.accountId);
    const loaded = await marketRowsOf(plain.accountId, read!.head);
    expect(loaded).not.toBeNull();
    return written(plain, {}, now, snapshots, loaded!);
  };
  const whole = () => written(plain, {}, now, snapshots);
  expect(await kept()).toBe(await whole());
  // Asked again with nothing changed: the same market from what is kept.
  expect(await kept()).toBe(await whole());

  await db.offer.update({ where: { id: offers[2].id }, data: { remainingVolume: new Prisma.Decimal('17') } });
  await db.deliveryLocation.create({ data: { accountId: plain.accountId, street: 'Zollkanal 2', postCode: '20457', city: 'Hamburg', county: 'HH' } });
  const changed = await kept();
  expect(changed).toBe(await whole());
  const answer = parse(changed);
  expect(answer.offers.find((o) => o._id === offers[2].id)?.maximumAvailable).toBe('17');
  expect(answer.filterOptions.deliveryAddress.map((l) => l.address.street)).toContain('Zollkanal 2');
});

/** Resolves once this process heard a market_push naming offers of `sellerId` (the triggers send it at the write's commit). */
function heardFrom(sellerId: number): Promise<void> {
  return new Promise((resolve) => onMarketPush((push) => 'o' in push && push.s === sellerId && resolve()));
}

async function untilListening() {
  startMarketEvents();
  for (let tries = 0; !listening(); tries++) {
    if (tries === 500) throw new Error('the market listener did not start');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test('an account’s kept offers are read again on a change heard, a release changed, an offer’s start, and always while nobody listens', async () => {
  const { buyers, offers, now } = await market(new Date('2020-02-03T15:05:00Z'));
  const { plain } = buyers;
  const sellerId = offers[0].sellerAccountId;
  await untilListening();
  const keptAt = async (at: Date) => {
    const read = await sessionWithMarketHead(plain.userId, at.getTime(), at);
    return { head: read!.head, offers: (await marketRowsOf(plain.accountId, read!.head))!.market.offers };
  };
  const first = await keptAt(now);
  expect(first.offers.map((o) => o.id).sort()).toEqual(offers.map((o) => o.id).sort());

  // An offer sold, heard of: read again with its new volume.
  let heard = heardFrom(sellerId);
  await db.offer.update({ where: { id: offers[2].id }, data: { remainingVolume: new Prisma.Decimal('17') } });
  await heard;
  const sold = await keptAt(now);
  expect(sold.offers.find((o) => o.id === offers[2].id)?.remainingVolume).toBe('17');
  expect(sold.head.rowsPrint).not.toBe(first.head.rowsPrint);

  // An offer that starts in half an hour: not visible now, visible once it started, with nothing else heard meanwhile.
  heard = heardFrom(sellerId);
  const later = await createOffer(sellerId, { startsAt: new Date(now.getTime() + 30 * 60_000), endsAt: new Date(now.getTime() + 50 * 60_000) });
  await heard;
  const beforeStart = await keptAt(now);
  expect(beforeStart.offers.map((o) => o.id)).not.toContain(later.id);
  expect((await keptAt(new Date(now.getTime() + 31 * 60_000))).offers.map((o) => o.id)).toContain(later.id);

  // The relationship released for one terminal only (no notification awaited: the head's own digest sees it).
  const { terminal } = await seeded();
  const otherTerminal = await db.terminal.findFirstOrThrow({ where: { id: { not: terminal.id }, region: { platformId: plain.platformId } } });
  const relationship = await db.relationship.findFirstOrThrow({ where: { buyerAccountId: plain.accountId, sellerAccountId: sellerId } });
  await db.relationship.update({ where: { id: relationship.id }, data: { allTerminals: false } });
  expect((await keptAt(now)).offers).toEqual([]);
  await db.relationshipTerminal.create({ data: { relationshipId: relationship.id, terminalId: otherTerminal.id } });
  expect((await keptAt(now)).offers).toEqual([]);
  await db.relationshipTerminal.create({ data: { relationshipId: relationship.id, terminalId: terminal.id } });
  expect((await keptAt(now)).offers.map((o) => o.id).sort()).toEqual(offers.map((o) => o.id).sort());

  // Nobody listening: nothing is kept, a change shows at once.
  await stopMarketEvents();
  await db.offer.update({ where: { id: offers[0].id }, data: { remainingVolume: new Prisma.Decimal('23') } });
  expect((await keptAt(now)).offers.find((o) => o.id === offers[0].id)?.remainingVolume).toBe('23');
});

test('an answer without daily hours serves every minute of its day; with an offer with daily hours, only its minute', async () => {
  const { buyers, offers, now } = await market(new Date('2020-02-03T14:05:00Z'));
  const req = { headers: new Headers() };
  const later = new Date(now.getTime() + 60_000);
  const etag = async (at: Date) => (await marketAnswer(buyers.plain, {}, req, at)).headers.get('etag');
  const [first, aMinuteLater] = await whileVersionStands(async () => [await etag(now), await etag(later)]);
  expect(aMinuteLater).toBe(first);

  await db.offer.update({ where: { id: offers[2].id }, data: { dailyStart: '00:00', dailyEnd: '23:59' } });
  const withHours = await etag(now);
  expect(withHours).not.toBe(first);
  expect(await etag(later)).not.toBe(withHours);
});
