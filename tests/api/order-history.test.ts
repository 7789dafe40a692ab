import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import { ROLES } from '@/lib/access/routes';
import { containerAmounts } from '@/lib/additives/domain/containers';
import { orderAmounts } from '@/lib/orders/domain/order-amounts';
import { ApiClient, BASE_URL, freshIp, signedIn } from '../helpers/api-client';
import { createAccount, createUser, db, TEST_PASSWORD } from '../helpers/factories';

/**
 * GET /api/orderHistory (+ newest/date, export.csv) against the running server with accounts and
 * orders of its own: buyer B1 orders o1, o2 (seller S1), o3 (seller S2) and the additive o4 (S1);
 * buyer B2 orders o5 from S1. B1's account is a child of P, whose user may view child orders.
 */
const DAY = 86_400_000;
const tag = randomUUID().slice(0, 8);
let parentId: number, b1: number, b2: number, s1: number, s2: number;
const email: Record<string, string> = {};
let heating: number, diesel: number, hamburg: number, duisburg: number, address: number;
const offerIds: number[] = [];
const ids: Record<string, number> = {};
const numbers: Record<string, string> = {};
const created: Record<string, Date> = {};

async function order(
  key: string,
  o: {
    buyer: number;
    buyerUser: number;
    seller: number;
    product: number;
    terminal: number;
    quantity: string;
    price: string;
    status: 'INCOMPLETE' | 'CONFIRMED' | 'COMPLETE';
    daysAgo: number;
    purchaseUnit?: string;
    /** Containers of an additive: price is per container, quantity their cbm. */
    unitCount?: number;
    deliveryLocationId?: number;
    collectionDay?: number;
  },
) {
  const offer = await db.offer.create({
    data: {
      sellerAccountId: o.seller,
      productId: o.product,
      terminalId: o.terminal,
      status: 'REMOVED',
      priceType: 'FIXED',
      fixedPrice: o.price,
      totalVolume: '1000',
      remainingVolume: '0',
      minOrderQuantity: '1',
      maxOrderQuantity: '1000',
      startsAt: new Date(Date.now() - 30 * DAY),
      endsAt: new Date(Date.now() - DAY),
    },
  });
  offerIds.push(offer.id);
  const { net, vat, gross } =
    o.unitCount === undefined
      ? orderAmounts(new Decimal(o.price), new Decimal(o.quantity), new Decimal(19))
      : containerAmounts(new Decimal(o.price), o.unitCount, new Decimal(19));
  const at = new Date(Date.now() - o.daysAgo * DAY - 60_000);
  const collection =
    o.collectionDay === undefined
      ? {}
      : { collectionStart: new Date(Date.now() + o.collectionDay * DAY), collectionEnd: new Date(Date.now() + (o.collectionDay + 1) * DAY) };
  const row = await db.order.create({
    data: {
      orderNumber: `OHT-${tag}-${key}`,
      contractNumber: 'K-TEST',
      pickupNumber: 'P-TEST',
      buyerAccountId: o.buyer,
      buyerUserId: o.buyerUser,
      sellerAccountId: o.seller,
      offerId: offer.id,
      productId: o.product,
      terminalId: o.terminal,
      status: o.status,
      quantity: o.quantity,
      purchaseUnit: o.purchaseUnit ?? 'cubic_meter',
      unitCount: o.unitCount,
      price: o.price,
      net: net.toFixed(2),
      vatRate: '19',
      vat: vat.toFixed(2),
      gross: gross.toFixed(2),
      currency: 'EUR',
      windowId: 0,
      created: at,
      deliveryLocationId: o.deliveryLocationId,
      ...collection,
    },
  });
  ids[key] = row.id;
  numbers[key] = row.orderNumber;
  created[key] = at;
}

const login = (who: string) => signedIn(email[who], TEST_PASSWORD, { 'x-forwarded-for': freshIp() });
const clients: Record<string, Promise<ApiClient>> = {};
const as = (who: string) => (clients[who] ??= login(who));
const history = async (who: string, query = '') => {
  const res = await (await as(who)).get(`/api/orderHistory?${query}`);
  expect(res.status).toBe(200);
  return res.body;
};
/** The keys (o1...) of the rows answered, in order. */
const keys = async (who: string, query = '') => {
  const body = await history(who, query);
  const byId = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
  return body.orders.map((row: { _id: number }) => byId[row._id] ?? `foreign:${row._id}`);
};

beforeAll(async () => {
  [heating, diesel] = await Promise.all(
    ['Heizöl EL schwefelarm', 'Diesel B7'].map(async (name) => (await db.product.findFirstOrThrow({ where: { name } })).id),
  );
  [hamburg, duisburg] = await Promise.all(['HH1', 'DU1'].map(async (code) => (await db.terminal.findFirstOrThrow({ where: { code } })).id));
  const parent = await createAccount('BUYER');
  parentId = parent.id;
  const [accB1, accB2, accS1, accS2] = await Promise.all([
    createAccount('BUYER', { parentId: parent.id }),
    createAccount('BUYER'),
    createAccount('SELLER'),
    createAccount('SELLER'),
  ]);
  [b1, b2, s1, s2] = [accB1.id, accB2.id, accS1.id, accS2.id];
  const [u1, u2, us1, us2, up, upNoRole] = await Promise.all([
    createUser({ accountId: b1 }),
    createUser({ accountId: b2 }),
    createUser({ accountId: s1, roles: [], isAdmin: true }),
    createUser({ accountId: s2, roles: [] }),
    createUser({ accountId: parent.id, roles: [ROLES.childAccountOffers] }),
    createUser({ accountId: parent.id, roles: [] }),
  ]);
  Object.assign(email, { b1: u1.email, b2: u2.email, s1: us1.email, s2: us2.email, parent: up.email, parentNoRole: upNoRole.email });
  address = (await db.deliveryLocation.create({ data: { accountId: b1, street: 'Teststraße 1', postCode: '20095', city: 'Hamburg', county: 'Hamburg' } })).id;
  const base = { buyer: b1, buyerUser: u1.id };
  await order('o1', {
    ...base,
    seller: s1,
    product: heating,
    terminal: hamburg,
    quantity: '10',
    price: '80',
    status: 'INCOMPLETE',
    daysAgo: 1,
    deliveryLocationId: address,
    collectionDay: 10,
  });
  await order('o2', {
    ...base,
    seller: s1,
    product: diesel,
    terminal: duisburg,
    quantity: '20',
    price: '90',
    status: 'CONFIRMED',
    daysAgo: 3,
    collectionDay: 2,
  });
  await order('o3', { ...base, seller: s2, product: heating, terminal: duisburg, quantity: '5', price: '100', status: 'COMPLETE', daysAgo: 5 });
  await order('o4', {
    ...base,
    seller: s1,
    product: heating,
    terminal: hamburg,
    quantity: '2',
    price: '50',
    status: 'COMPLETE',
    daysAgo: 2,
    purchaseUnit: 'liter',
  });
  await order('o5', {
    buyer: b2,
    buyerUser: u2.id,
    seller: s1,
    product: diesel,
    terminal: hamburg,
    quantity: '500',
    price: '70',
    status: 'CONFIRMED',
    daysAgo: 4,
  });
});

afterAll(async () => {
  await db.order.deleteMany({ where: { id: { in: Object.values(ids) } } });
  await db.offer.deleteMany({ where: { id: { in: offerIds } } });
  await db.deliveryLocation.deleteMany({ where: { id: address } });
  await db.$disconnect();
});

describe('GET /api/orderHistory scope', () => {
  it('gives a buyer its fuel orders, newest first, with metadata and row fields', async () => {
    const body = await history('b1');
    expect(body.metadata).toMatchObject({ total: 3, pageCount: 1 });
    expect(await keys('b1')).toEqual(['o1', 'o2', 'o3']);
    const o1 = body.orders[0];
    expect(o1).toMatchObject({
      _id: ids.o1,
      orderId: numbers.o1,
      orderStatus: 'INCOMPLETE',
      price: '80.0000',
      volume: '10.000',
      purchaseUnit: 'cubic_meter',
      cancelled: false,
      edited: false,
      product: { id: heating, name: 'Heizöl EL schwefelarm' },
      terminal: { id: hamburg },
      seller: { id: s1 },
      buyer: { id: b1 },
      creditor: { id: s1 },
      deliveryAddress: { id: address, street: 'Teststraße 1', postCode: '20095' },
      invoice: { net: '8000.00', vat: '1520.00', gross: '9520.00', currency: 'EUR' },
    });
    expect(o1.created).toBe(created.o1.toISOString());
    expect(o1.collectionTimeText).toMatch(/^\d\d\.\d\d\.\d{4} – \d\d\.\d\d\.\d{4}$/);
  });

  it('gives additives (by the litre) only on productType=ADDITIVE', async () => {
    expect(await keys('b1', 'productType=ADDITIVE')).toEqual(['o4']);
  });

  it("never shows a buyer another buyer's orders", async () => {
    expect(await keys('b2')).toEqual(['o5']);
    expect(await keys('b2', `orderId=${numbers.o1}`)).toEqual([]);
  });

  it('shows a seller only the orders on its offers', async () => {
    expect(await keys('s1')).toEqual(['o1', 'o2', 'o5']);
    expect(await keys('s2')).toEqual(['o3']);
    expect(await keys('s1', `buyerList=${b2}`)).toEqual(['o5']);
  });

  it("shows child accounts' orders with ChildAccounts_Offers_View, 403 without the role", async () => {
    expect(await keys('parent', `shareholderList=${b1}`)).toEqual(['o1', 'o2', 'o3']);
    expect((await history('parent')).filterOptions.shareholders).toEqual([{ id: b1, name: expect.any(String) }]);
    expect((await history('b1')).filterOptions.shareholders).toEqual([]);
    expect((await (await as('parentNoRole')).get(`/api/orderHistory?shareholderList=${b1}`)).status).toBe(403);
    expect((await (await as('parent')).get(`/api/orderHistory?shareholderList=${b2}`)).status).toBe(403);
  });

  it('shows the orders of several child accounts together, newest first', async () => {
    const b3 = (await createAccount('BUYER', { parentId })).id;
    const u3 = await createUser({ accountId: b3 });
    await order('o6', {
      buyer: b3,
      buyerUser: u3.id,
      seller: s2,
      product: diesel,
      terminal: hamburg,
      quantity: '1',
      price: '75',
      status: 'CONFIRMED',
      daysAgo: 4,
    });
    const body = await history('parent', `shareholderList=${b1},${b3}`);
    expect(body.metadata).toMatchObject({ total: 4, pageCount: 1 });
    expect(await keys('parent', `shareholderList=${b1},${b3}`)).toEqual(['o1', 'o2', 'o6', 'o3']);
  });

  it('answers 401 without a session', async () => {
    expect((await new ApiClient().get('/api/orderHistory')).status).toBe(401);
    expect((await new ApiClient().get('/api/orderHistory/newest/date')).status).toBe(401);
  });
});

describe('GET /api/orderHistory filters', () => {
  const cases: [string, () => string, string[]][] = [
    ['orderId', () => `orderId=${numbers.o2}`, ['o2']],
    ['productList', () => `productList=${diesel}`, ['o2']],
    ['terminalList', () => `terminalList=${duisburg}`, ['o2', 'o3']],
    ['sellerList', () => `sellerList=${s2}`, ['o3']],
    ['orderStatusList', () => 'orderStatusList=INCOMPLETE,COMPLETE', ['o1', 'o3']],
    ['deliveryAddressList', () => `deliveryAddressList=${address}`, ['o1']],
    ['purchaseUnitList', () => 'purchaseUnitList=cubic_meter', ['o1', 'o2', 'o3']],
    ['priceMin/priceMax', () => 'priceMin=85&priceMax=95', ['o2']],
    ['invoiceMin', () => 'invoiceMin=10000', ['o2']],
    ['invoiceMax', () => 'invoiceMax=9520', ['o1', 'o3']],
    ['orderQuantityMin/Max', () => 'orderQuantityMin=6&orderQuantityMax=15', ['o1']],
    ['createdStart', () => `createdStart=${new Date(Date.now() - 4 * DAY).toISOString()}`, ['o1', 'o2']],
    ['createdEnd', () => `createdEnd=${new Date(Date.now() - 2 * DAY).toISOString()}`, ['o2', 'o3']],
    ['collectionRangeStart', () => `collectionRangeStart=${new Date(Date.now() + 5 * DAY).toISOString()}`, ['o1']],
    ['collectionRangeEnd', () => `collectionRangeEnd=${new Date(Date.now() + 5 * DAY).toISOString()}`, ['o2']],
  ];
  it.each(cases)('%s narrows to exactly the matching orders', async (_name, query, expected) => {
    expect(await keys('b1', query())).toEqual(expected);
  });

  it('orderId matches the typed text literally: % and _ are no wildcards', async () => {
    expect(await keys('b1', 'orderId=%25')).toEqual([]);
    expect(await keys('b1', `orderId=${numbers.o2.replace(/-o2$/, '_o2')}`)).toEqual([]);
  });

  it('combines filters', async () => {
    expect(await keys('b1', `terminalList=${duisburg}&productList=${heating}`)).toEqual(['o3']);
  });
});

describe('GET /api/orderHistory sort and paging', () => {
  it.each([
    ['sortBy=price&sortType=asc', ['o1', 'o2', 'o3']],
    ['sortBy=volume&sortType=desc', ['o2', 'o1', 'o3']],
    ['sortBy=invoice&sortType=asc', ['o3', 'o1', 'o2']],
    ['sortBy=created&sortType=asc', ['o3', 'o2', 'o1']],
    ['sortBy=orderId&sortType=desc', ['o3', 'o2', 'o1']],
    // The status flow's order (INCOMPLETE before CONFIRMED before COMPLETE), not the label's.
    ['sortBy=status&sortType=desc', ['o3', 'o2', 'o1']],
  ])('%s', async (query, expected) => {
    expect(await keys('b1', query)).toEqual(expected);
  });

  it('pages with pageNumber and pageLimit', async () => {
    const body = await history('b1', 'pageLimit=2&pageNumber=2');
    expect(body.metadata).toMatchObject({ total: 3, pageCount: 2 });
    expect(await keys('b1', 'pageLimit=2&pageNumber=2')).toEqual(['o3']);
    expect(await keys('b1', 'pageLimit=2')).toEqual(['o1', 'o2']);
  });

  it('still counts every matching order on a page past the last', async () => {
    const body = await history('b1', 'pageLimit=2&pageNumber=5');
    expect(body.orders).toEqual([]);
    expect(body.metadata).toMatchObject({ total: 3, pageCount: 2, pageNumber: 5 });
  });
});

describe('GET /api/orderHistory filterOptions', () => {
  it("bounds the caller's whole history, unaffected by the filters", async () => {
    const { filterOptions: f } = await history('b1', `productList=${diesel}`);
    expect(f.prices).toEqual({ minPrice: '80.00', maxPrice: '100.00' });
    expect(f.volumes).toEqual({ minQuantity: '5.000', maxQuantity: '20.000' });
    expect(f.invoices).toEqual({ invoiceMin: '5950.00', invoiceMax: '21420.00' });
    expect(f.createdDates).toEqual({ minDate: created.o3.toISOString(), maxDate: created.o1.toISOString() });
    expect(f.status).toEqual(['COMPLETE', 'CONFIRMED', 'INCOMPLETE']);
    expect(f.products.map((p: { id: number }) => p.id)).toEqual([diesel, heating]);
    expect(f.sellers.map((s: { id: number }) => s.id).sort()).toEqual([s1, s2].sort());
    expect(f.buyers.map((b: { id: number }) => b.id)).toEqual([b1]);
    expect(f.terminals.map((t: { id: number }) => t.id).sort()).toEqual([hamburg, duisburg].sort());
    expect(f.orderIds).toEqual([numbers.o1, numbers.o2, numbers.o3]);
    expect(f.deliveryAddress.map((a: { id: number }) => a.id)).toEqual([address]);
    expect(f.purchaseUnits).toEqual([{ label: 'cbm', value: 'cubic_meter' }]);
    expect(f.collectionRanges.minStart).not.toBeNull();
  });

  it('of the additive table come from the additive orders only', async () => {
    const { filterOptions: f } = await history('b1', 'productType=ADDITIVE');
    expect(f.orderIds).toEqual([numbers.o4]);
    expect(f.purchaseUnits).toEqual([{ label: 'l', value: 'liter' }]);
    expect(f.sellers.map((s: { id: number }) => s.id)).toEqual([s1]);
    expect(f.terminals.map((t: { id: number }) => t.id)).toEqual([hamburg]);
    expect(f.status).toEqual(['COMPLETE']);
    expect(f.deliveryAddress).toEqual([]);
  });
});

describe('GET /api/orderHistory of containers', () => {
  it('lists container orders in the ADDITIVE table only, filtered by a long purchase unit', async () => {
    const buyer = await createUser({ type: 'BUYER' });
    const winter = (await db.product.findFirstOrThrow({ where: { name: 'Heizöl-Additiv Winterschutz (Fass 200 l)' } })).id;
    // A label of the longest kind (40 characters) and an IBC's litres: 49 characters in all.
    const long = 'Kanister Winterschutz Premium Extra Blau (1000 l)';
    const base = { buyer: buyer.accountId, buyerUser: buyer.id, seller: s1, product: winter, terminal: duisburg, status: 'COMPLETE' as const };
    await order('c1', { ...base, quantity: '0.8', unitCount: 4, price: '390', purchaseUnit: 'Fass (200 l)', daysAgo: 1 });
    await order('c2', { ...base, quantity: '2', unitCount: 2, price: '580', purchaseUnit: long, daysAgo: 2 });
    email.c = buyer.email;
    expect(await keys('c')).toEqual([]);
    const additives = await history('c', 'productType=ADDITIVE');
    expect(additives.orders.map((row: { _id: number }) => row._id)).toEqual([ids.c1, ids.c2]);
    expect(additives.orders[0]).toMatchObject({ purchaseUnit: 'Fass (200 l)', unitCount: 4, invoice: { net: '1560.00', gross: '1856.40' } });
    // The value is the stored unit the filter sends back; the label as the screens write the container.
    expect(additives.filterOptions.purchaseUnits).toEqual([
      { label: 'Fass (200 l)', value: 'Fass (200 l)' },
      { label: 'Kanister Winterschutz Premium Extra Blau (1.000 l)', value: long },
    ]);
    expect(await keys('c', `productType=ADDITIVE&purchaseUnitList=${encodeURIComponent(long)}`)).toEqual(['c2']);
    expect(await keys('c', `productType=ADDITIVE&purchaseUnitList=${encodeURIComponent(`${long},Fass (200 l)`)}`)).toEqual(['c1', 'c2']);
  });

  it('exports container orders by their count and container, not their cbm', async () => {
    const client = await as('c');
    const res = await fetch(`${BASE_URL}/api/orderHistory/export.csv?productType=ADDITIVE`, { headers: { cookie: client.cookieHeader() } });
    expect(res.status).toBe(200);
    const [header, ...lines] = (await res.text()).trim().split('\r\n');
    const quantity = header.split(';').indexOf('Menge');
    expect(lines.map((line) => line.split(';').slice(quantity, quantity + 3))).toEqual([
      ['4', 'Fass (200 l)', '390,00'],
      ['2', 'Kanister Winterschutz Premium Extra Blau (1.000 l)', '580,00'],
    ]);
  });
});

describe('GET /api/orderHistory bad input', () => {
  it.each([
    ['pageLimit=0', 'pageLimit'],
    ['pageLimit=1000', 'pageLimit'],
    ['priceMin=abc', 'priceMin'],
    ['createdStart=notadate', 'createdStart'],
    ['productList=1,x', 'productList'],
    ['sortBy=buyer', 'sortBy'],
    ['orderStatusList=OPEN', 'orderStatusList'],
  ])('%s -> 400 naming %s', async (query, field) => {
    const res = await (await as('b1')).get(`/api/orderHistory?${query}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual([field]);
  });
});

describe('newest date and CSV export', () => {
  it("GET /api/orderHistory/newest/date gives the newest order's creation time", async () => {
    const res = await (await as('b1')).get('/api/orderHistory/newest/date');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ date: created.o1.toISOString() });
  });

  /** The export's bytes as the client gets them (fetch's text() would drop the byte-order mark), in the language the cookie names. */
  const exported = async (who: string, query: string, locale?: string) => {
    const client = await as(who);
    const cookie = [client.cookieHeader(), locale && `NEXT_LOCALE=${locale}`].filter(Boolean).join('; ');
    const res = await fetch(`${BASE_URL}/api/orderHistory/export.csv?${query}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...lines] = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    return { disposition: res.headers.get('content-disposition'), header: header.split(';'), rows: lines.map((line) => line.split(';')) };
  };

  it('exports the filtered rows for German Excel: headings, statuses, dates, decimal commas, `;` and a byte-order mark', async () => {
    const { disposition, header, rows } = await exported('b1', `productList=${heating}`);
    expect(disposition).toContain('bestellungen.csv');
    expect(header).toEqual([
      'Bestellnummer',
      'Erstellt',
      'Status',
      'Produkt',
      'Terminal',
      'Käufer',
      'Verkäufer',
      'Menge',
      'Einheit',
      'Preis',
      'Netto',
      'MwSt.',
      'Brutto',
      'Währung',
      'Abholung',
      'Art',
    ]);
    expect(rows.map((cells) => cells[0])).toEqual([numbers.o1, numbers.o3]);
    expect(rows.map((cells) => cells[15])).toEqual(['Spot', 'Spot']);
    const [o1, o3] = rows;
    expect(o1[1]).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    // The buyer reads an INCOMPLETE order as open.
    expect([o1[2], o3[2]]).toEqual(['Offen', 'Abgeschlossen']);
    expect(o1.slice(7, 14)).toEqual(['10', 'cbm', '80,00', '8000,00', '1520,00', '9520,00', 'EUR']);
    expect(o1[14]).toMatch(/^\d\d\.\d\d\.\d{4} – \d\d\.\d\d\.\d{4}$/);
    // The seller reads the same order as incomplete.
    const seller = await exported('s1', `productList=${heating}&productType=FUEL`);
    expect(seller.rows.find((cells) => cells[0] === numbers.o1)?.[2]).toBe('Unvollständig');
  });

  it('exports in English for a user who chose English', async () => {
    const { disposition, header, rows } = await exported('b1', `productList=${heating}`, 'en');
    expect(disposition).toContain('orders.csv');
    expect(header.slice(0, 3)).toEqual(['Order number', 'Created', 'Status']);
    const o1 = rows.find((cells) => cells[0] === numbers.o1)!;
    expect(o1[1]).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    expect(o1[2]).toBe('Open');
    expect(o1.slice(9, 13)).toEqual(['80.00', '8000.00', '1520.00', '9520.00']);
  });

  it('writes a name a spreadsheet would run as a formula as text', async () => {
    const name = (await db.account.findUniqueOrThrow({ where: { id: s2 } })).name;
    await db.account.update({ where: { id: s2 }, data: { name: '=HYPERLINK("http://x")' } });
    try {
      const text = (await exported('b1', `productList=${heating}`)).rows.find((cells) => cells[0] === numbers.o3)!.join(';');
      expect(text).toContain(`;"'=HYPERLINK(""http://x"")";`);
    } finally {
      await db.account.update({ where: { id: s2 }, data: { name } });
    }
  });
});

// Last in this file: it moves o1 on.
describe('GET /api/orderHistory filterOptions after an order moves', () => {
  it('show the new status to both parties at once, though each instance keeps them for a few seconds', async () => {
    expect((await history('b1')).filterOptions.status).not.toContain('MANUAL');
    expect((await history('s1')).filterOptions.status).not.toContain('MANUAL');
    const res = await (await as('s1')).post(`/api/orders/${ids.o1}/actions`, { action: 'review' });
    expect(res.status).toBe(200);
    expect((await history('b1')).filterOptions.status).toContain('MANUAL');
    expect((await history('s1')).filterOptions.status).toContain('MANUAL');
  });
});
