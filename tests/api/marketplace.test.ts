import { DateTime } from 'luxon';
import { ROLES } from '@/lib/access/routes';
import { Prisma } from '@/lib/db';
import { ApiClient } from '../helpers/api-client';
import { createAccount, createUser, db } from '../helpers/factories';
import { asClone, createOffer, createSellerFor, removeMarketData, seeded, withOwnWindow } from '../helpers/market-factories';
import { signInAs } from '../helpers/sign-in-as';

// A test here may first wait for withWindowLock while a test of another file holds it (up to 60 s).
jest.setTimeout(90_000);

/**
 * GET /api/v2/offers and GET /api/offers/childAccount/{id}: the buyers' marketplace.
 *
 * @serial One test puts a clone window in place of the platform's current one: the market is limited meanwhile.
 */
const sellers: number[] = [];
afterAll(async () => {
  await removeMarketData(sellers);
  await db.$disconnect();
});

async function sellerFor(buyerAccountId: number, options?: Parameters<typeof createSellerFor>[1]) {
  const seller = await createSellerFor(buyerAccountId, options);
  sellers.push(seller.id);
  return seller;
}

async function buyer(roles?: string[]) {
  const user = await createUser({ type: 'BUYER', roles });
  return { user, client: await signInAs(user) };
}

const ids = (body: { offers: { _id: number }[] }) => body.offers.map((o) => o._id).sort((a, b) => a - b);
const hhmm = (offsetHours: number) => DateTime.now().setZone('Europe/Berlin').plus({ hours: offsetHours }).toFormat('HH:mm');

describe('GET /api/v2/offers', () => {
  it('shows an ENABLED seller’s released offer at the engine’s price, with the market fields', async () => {
    const { user, client } = await buyer();
    const seller = await sellerFor(user.accountId);
    const { product, terminal } = await seeded();
    const offer = await createOffer(seller.id, { remainingVolume: new Prisma.Decimal('30'), dailyStart: hhmm(-1), dailyEnd: hhmm(1) });
    // Fixed 95.10 plus the seller's global PRICE rule of 0.25: 95.35 per 100L15.
    await db.priceRule.create({ data: { sellerAccountId: seller.id, kind: 'PRICE', scope: 'GLOBAL', value: '0.25', unit: 'EUR/100L15' } });
    await db.deliveryLocation.createMany({
      data: [
        { accountId: user.accountId, street: 'Zeppelinweg 2', postCode: '80331', city: 'München', county: 'Bayern' },
        { accountId: user.accountId, street: 'Hafenstraße 1', postCode: '76189', city: 'Karlsruhe', county: 'Baden-Württemberg' },
      ],
    });

    const res = await client.get('/api/v2/offers');
    expect(res.status).toBe(200);
    expect(res.body.offers).toHaveLength(1);
    const [shown] = res.body.offers;
    const window = await db.marketWindow.findUniqueOrThrow({ where: { id: shown.windowId } });
    expect(window.created.getTime()).toBeLessThanOrEqual(Date.now());
    expect(shown).toMatchObject({
      _id: offer.id,
      product: { id: product.id, name: product.name, category: 'Heizöl', categoryOrder: 10 },
      terminal: { id: terminal.id, name: terminal.name, region: { id: terminal.region.id, name: terminal.region.name } },
      seller: { id: seller.id, name: seller.name },
      displayName: seller.name,
      priceType: 'FIXED',
      price: '95.35',
      vat: '19.00',
      minimumOrderQuantity: '5',
      maximumOrderQuantity: '30',
      maximumAvailable: '30',
      selectedQuantity: '5',
      offerAvailability: { startsAt: offer.startsAt.toISOString(), endsAt: offer.endsAt.toISOString(), dailyStart: offer.dailyStart, dailyEnd: offer.dailyEnd },
      overrides: { current: null, original: { maximumOrderQuantity: '50' } },
      // Sorted by county: Baden-Württemberg comes first.
      deliveryAddress: { street: 'Hafenstraße 1', zipCode: '76189' },
      // Alone at its terminal: no choice to recommend.
      isRecommended: false,
    });
    expect(res.body.filterOptions.terminals).toEqual([
      { id: terminal.id, name: terminal.name, region: { id: terminal.region.id, name: terminal.region.name } },
    ]);
    expect(res.body.filterOptions.deliveryAddress.map((l: { address: { street: string } }) => l.address.street)).toEqual(['Hafenstraße 1', 'Zeppelinweg 2']);
  });

  it("adds a shareholder's price adjustment last, in the market as in the basket's reserved price", async () => {
    const { user, client } = await buyer([ROLES.purchase]);
    await db.account.update({ where: { id: user.accountId }, data: { isShareholder: true, priceAdjustment: '-1.25' } });
    const seller = await sellerFor(user.accountId);
    const offer = await createOffer(seller.id);
    const [shown] = (await client.get('/api/v2/offers')).body.offers;
    expect(shown).toMatchObject({ _id: offer.id, price: '93.85' });
    const basket = await client.post('/api/baskets', { offerId: offer.id, quantity: '5' });
    expect(basket.status).toBe(200);
    const [item] = (await client.get(`/api/baskets/${basket.body._id}`)).body.items;
    expect(Number(item.reservedPrice)).toBe(93.85);
    await db.basket.delete({ where: { id: basket.body._id } });
  });

  it('hides offers of NEW or DISABLED relationships, unreleased terminals or products, and offers not open now', async () => {
    const { user, client } = await buyer();
    const diesel = await seeded('Diesel B7', 'KA1');
    const enabled = await sellerFor(user.accountId);
    const visible = await createOffer(enabled.id);
    const overnight = await createOffer(enabled.id, { dailyStart: hhmm(-1), dailyEnd: hhmm(-2) });
    await createOffer((await sellerFor(user.accountId, { status: 'NEW' })).id);
    await createOffer((await sellerFor(user.accountId, { status: 'DISABLED' })).id);
    await createOffer((await sellerFor(user.accountId, { status: 'IN_PROCESSING' })).id);
    // Released only Karlsruhe: its Hamburg offer stays hidden, its Karlsruhe offer shows.
    const kaOnly = await sellerFor(user.accountId, { terminalIds: [diesel.terminal.id] });
    await createOffer(kaOnly.id);
    const atKarlsruhe = await createOffer(kaOnly.id, { terminalId: diesel.terminal.id });
    // Released only diesel: its heating-oil offer stays hidden.
    const dieselOnly = await sellerFor(user.accountId, { productIds: [diesel.product.id] });
    await createOffer(dieselOnly.id);
    const dieselOffer = await createOffer(dieselOnly.id, { productId: diesel.product.id });
    const hour = 3_600_000;
    await Promise.all([
      createOffer(enabled.id, { status: 'PAUSED' }),
      createOffer(enabled.id, { status: 'REMOVED' }),
      createOffer(enabled.id, { endsAt: new Date(Date.now() - hour) }),
      createOffer(enabled.id, { startsAt: new Date(Date.now() + hour) }),
      createOffer(enabled.id, { dailyStart: hhmm(2), dailyEnd: hhmm(3) }),
      createOffer(enabled.id, { remainingVolume: new Prisma.Decimal('0') }),
      createOffer(enabled.id, { remainingVolume: new Prisma.Decimal('3') }),
    ]);
    // The engine refuses a negative price: the offer is hidden, never shown with a wrong price.
    const negative = await createOffer(enabled.id, { fixedPrice: new Prisma.Decimal('1.00') });
    await db.priceRule.create({ data: { sellerAccountId: enabled.id, kind: 'PRICE', scope: 'OFFER', offerIds: [negative.id], value: '-200' } });

    const res = await client.get('/api/v2/offers');
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([visible.id, overnight.id, atKarlsruhe.id, dieselOffer.id].sort((a, b) => a - b));
  });

  it('hides live-priced offers while the window is a clone (limited market); fixed offers stay', async () => {
    const { user, client } = await buyer();
    const seller = await sellerFor(user.accountId);
    const fixed = await createOffer(seller.id);
    await createOffer(seller.id, { priceType: 'TRACKING', fixedPrice: null, iceMonth: 0 });
    await createOffer(seller.id, { priceType: 'API', fixedPrice: null, iceMonth: 1 });
    const platformId = (await db.account.findUniqueOrThrow({ where: { id: user.accountId } })).platformId;
    await withOwnWindow(platformId, asClone, async (clone) => {
      const res = await client.get('/api/v2/offers');
      expect(res.status).toBe(200);
      expect(ids(res.body)).toEqual([fixed.id]);
      expect(res.body.offers[0].windowId).toBe(clone.id);
    });
  });

  it('narrows by product, terminal, region, favourite; picks the delivery address; sorts', async () => {
    const { user, client } = await buyer();
    const seller = await sellerFor(user.accountId);
    const ka = await seeded('Diesel B7', 'KA1');
    const hh = await createOffer(seller.id, { fixedPrice: new Prisma.Decimal('97.00') });
    const hhDiesel = await createOffer(seller.id, { productId: ka.product.id, fixedPrice: new Prisma.Decimal('90.00') });
    const kaOil = await createOffer(seller.id, { terminalId: ka.terminal.id, fixedPrice: new Prisma.Decimal('96.00') });
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

    expect(ids((await client.get(`/api/v2/offers?productIds=${ka.product.id}`)).body)).toEqual([hhDiesel.id]);
    expect(ids((await client.get(`/api/v2/offers?terminalIds=${ka.terminal.id}`)).body)).toEqual([kaOil.id]);
    expect(ids((await client.get(`/api/v2/offers?regionIds=${ka.terminal.regionId}`)).body)).toEqual([kaOil.id]);
    const both = await client.get(`/api/v2/offers?terminalIds=${ka.terminal.id},${hh.terminalId}&productIds=${hh.productId}`);
    expect(ids(both.body)).toEqual(sorted([hh.id, kaOil.id]));
    // Filter options keep every visible terminal whatever the filter.
    expect(both.body.filterOptions.terminals).toHaveLength(2);

    const favourite = await db.favourite.create({
      data: { userId: user.id, name: 'Heizöl Süd', productIds: [hh.productId], regionIds: [ka.terminal.regionId], terminalIds: [], sellerIds: [seller.id] },
    });
    expect(ids((await client.get(`/api/v2/offers?favouriteId=${favourite.id}`)).body)).toEqual([kaOil.id]);
    const otherUser = await createUser({ accountId: user.accountId });
    const foreign = await db.favourite.create({ data: { userId: otherUser.id, name: 'Fremd', productIds: [], regionIds: [], terminalIds: [], sellerIds: [] } });
    expect((await client.get(`/api/v2/offers?favouriteId=${foreign.id}`)).status).toBe(404);

    // Default: category order (heating oil before diesel), then price ascending; each offer is alone at its terminal, so none is recommended.
    const plain = (await client.get('/api/v2/offers')).body.offers;
    expect(plain.map((o: { _id: number }) => o._id)).toEqual([kaOil.id, hh.id, hhDiesel.id]);
    expect(plain.map((o: { isRecommended: boolean }) => o.isRecommended)).toEqual([false, false, false]);
    const byPrice = (await client.get('/api/v2/offers?sortBy=price&sortType=desc')).body.offers;
    expect(byPrice.map((o: { _id: number; price: string }) => [o._id, o.price])).toEqual([
      [hh.id, '97.00'],
      [kaOil.id, '96.00'],
      [hhDiesel.id, '90.00'],
    ]);
    const byTerminal = (await client.get('/api/v2/offers?sortBy=terminal')).body.offers;
    expect(byTerminal.map((o: { terminal: { name: string } }) => o.terminal.name)).toEqual(['Hamburg Hafen', 'Hamburg Hafen', 'Karlsruhe Rheinhafen']);
    const byRegion = (await client.get('/api/v2/offers?sortBy=region&sortType=desc')).body.offers;
    const regions = byRegion.map((o: { terminal: { region: { name: string } } }) => o.terminal.region.name);
    expect(new Set(regions).size).toBe(2);
    expect(regions).toEqual([...regions].sort((x, y) => y.localeCompare(x, 'de')));

    const own = await db.deliveryLocation.create({ data: { accountId: user.accountId, street: 'Werkstraße 9', postCode: '10115', county: 'Berlin' } });
    const other = await db.deliveryLocation.create({
      data: { accountId: (await createAccount('BUYER')).id, street: 'Fremdweg 1', postCode: '10115', county: 'Berlin' },
    });
    const withAddress = await client.get(`/api/v2/offers?deliveryAddressId=${own.id}`);
    expect(withAddress.body.offers[0].deliveryAddress).toEqual({ _id: own.id, street: 'Werkstraße 9', zipCode: '10115' });
    expect((await client.get(`/api/v2/offers?deliveryAddressId=${other.id}`)).status).toBe(404);
  });

  it('recommends only the cheapest offer of a product at a terminal and shows anonymous offers without the seller', async () => {
    const { user, client } = await buyer();
    const seller = await sellerFor(user.accountId);
    const cheap = await createOffer(seller.id, { fixedPrice: new Prisma.Decimal('94.00'), anonymous: true });
    const dear = await createOffer(seller.id, { fixedPrice: new Prisma.Decimal('94.01') });
    const { offers } = (await client.get('/api/v2/offers')).body;
    const byId = new Map(offers.map((o: { _id: number }) => [o._id, o]));
    expect(byId.get(cheap.id)).toMatchObject({ isRecommended: true, displayName: 'Anonymer Verkäufer', seller: { id: null, name: 'Anonymer Verkäufer' } });
    expect(byId.get(dear.id)).toMatchObject({ isRecommended: false, displayName: seller.name });
  });

  it('answers 400 with the field named for bad query input', async () => {
    const { client } = await buyer();
    for (const [query, field] of [
      ['productIds=abc', 'productIds'],
      ['terminalIds=1,,2', 'terminalIds'],
      ['regionIds=-1', 'regionIds'],
      ['favouriteId=0', 'favouriteId'],
      ['deliveryAddressId=x', 'deliveryAddressId'],
      ['sortBy=cheapest', 'sortBy'],
      ['sortType=up', 'sortType'],
    ]) {
      const res = await client.get(`/api/v2/offers?${query}`);
      expect([query, res.status]).toEqual([query, 400]);
      expect(res.body.fields).toHaveProperty(field);
    }
  });

  it('answers 401 without a session and 403 to a seller', async () => {
    expect((await new ApiClient().get('/api/v2/offers')).status).toBe(401);
    const seller = await createUser({ type: 'SELLER' });
    expect((await (await signInAs(seller)).get('/api/v2/offers')).status).toBe(403);
  });
});

describe('GET /api/offers/childAccount/{id}', () => {
  it('shows the market of an own child account with its relationships; a foreign id is unknown (404)', async () => {
    const { user, client } = await buyer([ROLES.relationships, ROLES.purchase, ROLES.childAccounts]);
    const child = await createAccount('BUYER', { parentId: user.accountId, isShareholder: true });
    const parentOffer = await createOffer((await sellerFor(user.accountId)).id);
    const childOffer = await createOffer((await sellerFor(child.id)).id, { fixedPrice: new Prisma.Decimal('88.80') });

    const res = await client.get(`/api/offers/childAccount/${child.id}`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([childOffer.id]);
    expect(res.body.offers[0].price).toBe('88.80');
    expect(ids((await client.get('/api/v2/offers')).body)).toEqual([parentOffer.id]);

    const stranger = await createAccount('BUYER');
    const foreignChild = await createAccount('BUYER', { parentId: stranger.id, isShareholder: true });
    expect((await client.get(`/api/offers/childAccount/${foreignChild.id}`)).status).toBe(404);
    expect((await client.get(`/api/offers/childAccount/${user.accountId}`)).status).toBe(404);
    expect((await client.get('/api/offers/childAccount/abc')).status).toBe(400);

    const children = await client.get('/api/accounts/children');
    expect(children.status).toBe(200);
    expect(children.body.accounts).toEqual([{ id: child.id, name: child.name, isShareholder: true }]);
  });

  it('refuses buyers without the child-accounts role and sellers (403)', async () => {
    const { user, client } = await buyer([ROLES.relationships]);
    const child = await createAccount('BUYER', { parentId: user.accountId, isShareholder: true });
    expect((await client.get(`/api/offers/childAccount/${child.id}`)).status).toBe(403);
    expect((await client.get('/api/accounts/children')).status).toBe(403);
    const seller = await signInAs(await createUser({ type: 'SELLER', roles: [ROLES.childAccounts] }));
    expect((await seller.get(`/api/offers/childAccount/${child.id}`)).status).toBe(403);
  });
});
