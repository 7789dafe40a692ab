import { randomUUID } from 'node:crypto';
import { ApiClient, freshIp } from '../helpers/api-client';
import { createUser, db } from '../helpers/factories';
import { signInAs } from '../helpers/sign-in-as';

/** The operator's catalogue (design 14): terminals, products, regions, lifting periods, payment terms, VAT rates. */
const created: { kind: string; id: number }[] = [];
afterAll(async () => {
  // The test's own entries go (nothing refers to them once the offers are gone); the API itself never deletes.
  const ids = (kind: string) => created.filter((c) => c.kind === kind).map((c) => c.id);
  await db.offer.deleteMany({ where: { OR: [{ productId: { in: ids('products') } }, { terminalId: { in: ids('terminals') } }] } });
  await db.terminal.deleteMany({ where: { id: { in: ids('terminals') } } });
  await db.region.deleteMany({ where: { id: { in: ids('regions') } } });
  await db.product.deleteMany({ where: { id: { in: ids('products') } } });
  await db.liftingPeriod.deleteMany({ where: { id: { in: ids('lifting-periods') } } });
  await db.paymentTerm.deleteMany({ where: { id: { in: ids('payment-terms') } } });
  await db.vatRate.deleteMany({ where: { id: { in: ids('vat-rates') } } });
  await db.$disconnect();
});

const code = () => `T${randomUUID().slice(0, 8)}`;

async function operator() {
  const platform = await db.platform.findFirstOrThrow({ where: { brandId: process.env.BRAND ?? 'fuelmarket' } });
  const account = await db.account.findFirstOrThrow({ where: { type: 'OPERATOR', platformId: platform.id } });
  const user = await createUser({ accountId: account.id, isAdmin: true, roles: [] });
  return { platform, user, client: await signInAs(user) };
}

async function create(client: ApiClient, kind: string, body: Record<string, unknown>) {
  const res = await client.post(`/api/operator/catalogue/${kind}`, body);
  if (res.status === 201) created.push({ kind, id: res.body.entry.id });
  return res;
}

const product = () => ({ name: `Testdiesel ${code()}`, type: 'FUEL', commodity: 'GAS', category: 'Diesel', categoryOrder: 90, unit: 'cbm', density: '0.845' });

async function offerBody(productId: number, terminalId: number) {
  const period = await db.liftingPeriod.findFirstOrThrow({ where: { active: true }, orderBy: { id: 'asc' } });
  return {
    productId,
    terminalId,
    liftingPeriodId: period.id,
    totalVolume: '500',
    minOrderQuantity: '5',
    maxOrderQuantity: '100',
    priceType: 'FIXED',
    priceUnit: 'PER_100L15',
    fixedPrice: '95.40',
    startsAt: '2026-12-01T06:00:00.000Z',
    endsAt: '2026-12-31T17:00:00.000Z',
    dailyStart: '07:00',
    dailyEnd: '17:30',
  };
}

describe('access', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/operator/catalogue/terminals'],
    ['POST', '/api/operator/catalogue/regions', { name: 'Nord' }],
    ['PUT', '/api/operator/catalogue/regions/1', { name: 'Nord', version: 1 }],
  ];

  it.each(['BUYER', 'SELLER'] as const)('answers 403 to a %s admin and 401 without a session', async (type) => {
    const client = await signInAs(await createUser({ type, isAdmin: true }));
    const anonymous = new ApiClient({ 'x-forwarded-for': freshIp() });
    for (const [method, path, body] of calls) {
      expect([method, path, (await client.request(method, path, { body })).status]).toEqual([method, path, 403]);
      expect([method, path, (await anonymous.request(method, path, { body })).status]).toEqual([method, path, 401]);
    }
  });

  it('knows no other kind and deletes nothing', async () => {
    const { client } = await operator();
    const unknown = await client.get('/api/operator/catalogue/customers');
    expect([unknown.status, unknown.body.fields]).toEqual([400, { kind: 'not_found' }]);
    const region = await create(client, 'regions', { name: `Region ${code()}` });
    expect((await client.request('DELETE', `/api/operator/catalogue/regions/${region.body.entry.id}`)).status).toBe(405);
  });
});

describe('entries of each kind', () => {
  it('creates, lists and edits each kind, audited with before and after', async () => {
    const { client, platform } = await operator();
    const region = await create(client, 'regions', { name: `Region ${code()}` });
    expect(region.status).toBe(201);
    const bodies: Record<string, Record<string, unknown>> = {
      terminals: { regionId: region.body.entry.id, name: 'Testhafen', code: code(), city: 'Emden' },
      products: product(),
      'lifting-periods': { code: code(), name: 'Übermorgen', startDays: 2, endDays: 2 },
      'payment-terms': { code: code(), name: '60 Tage netto', days: 60 },
      'vat-rates': { country: 'li', rate: '8,1' },
    };
    for (const [kind, body] of Object.entries(bodies)) {
      const res = await create(client, kind, body);
      expect([kind, res.status]).toEqual([kind, 201]);
      expect(res.body.entry).toMatchObject({ active: true, version: 1 });
      const list = await client.get(`/api/operator/catalogue/${kind}`);
      expect(list.body.entries).toContainEqual(expect.objectContaining({ id: res.body.entry.id }));
      const edited = await client.put(`/api/operator/catalogue/${kind}/${res.body.entry.id}`, { ...body, version: 1, active: false });
      expect([kind, edited.status]).toEqual([kind, 200]);
      expect(edited.body.entry).toMatchObject({ active: false, version: 2 });
    }
    const vat = created.find((c) => c.kind === 'vat-rates')!;
    expect(await db.vatRate.findUniqueOrThrow({ where: { id: vat.id } })).toMatchObject({ platformId: platform.id, country: 'LI' });
    const terminal = await client.get('/api/operator/catalogue/terminals');
    expect(terminal.body.entries).toContainEqual(expect.objectContaining({ code: bodies.terminals.code, regionName: region.body.entry.name }));
    const entry = await db.auditLog.findFirstOrThrow({ where: { event: 'operator_catalogue_updated' }, orderBy: { id: 'desc' } });
    expect(entry.detail).toMatchObject({ catalogue: 'vat-rates', before: { active: true, rate: '8.1' }, after: { active: false, version: 2 } });
  });

  it('answers 409 to an edit from a stale version, with the current entry', async () => {
    const { client } = await operator();
    const body = { code: code(), name: '45 Tage netto', days: 45 };
    const term = await create(client, 'payment-terms', body);
    const url = `/api/operator/catalogue/payment-terms/${term.body.entry.id}`;
    expect((await client.put(url, { ...body, name: 'Erste Änderung', version: 1 })).status).toBe(200);
    const stale = await client.put(url, { ...body, name: 'Zweite Änderung', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('catalogue_edited_elsewhere');
    expect(stale.body.data.entry).toMatchObject({ name: 'Erste Änderung', version: 2 });
  });

  it('refuses bad entries with the field keys and a code in use', async () => {
    const { client } = await operator();
    const bad = await client.post('/api/operator/catalogue/lifting-periods', { code: 'a b', name: '', startDays: 5, endDays: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ code: 'code_format', name: 'required', endDays: 'end_before_start' });
    const first = await create(client, 'payment-terms', { code: code(), name: 'Sofort', days: 0 });
    const again = await client.post('/api/operator/catalogue/payment-terms', { code: first.body.entry.code, name: 'Sofort', days: 0 });
    expect(again.status).toBe(400);
    expect(again.body.fields).toEqual({ code: 'code_in_use' });
    const foreign = await client.post('/api/operator/catalogue/terminals', { regionId: 2147483647, name: 'X', code: code(), city: 'Y' });
    expect(foreign.body.fields).toEqual({ regionId: 'region_required' });
  });

  it('serves a change at the next request: the metadata of a buyer has the new product, its deactivation too', async () => {
    const { client } = await operator();
    const buyer = await signInAs(await createUser({ type: 'BUYER' }));
    await buyer.get('/api/generic/metadata');
    const res = await create(client, 'products', product());
    const after = await buyer.get('/api/generic/metadata');
    expect(after.body.fuels).toContainEqual(expect.objectContaining({ id: res.body.entry.id, active: true }));
    await client.put(`/api/operator/catalogue/products/${res.body.entry.id}`, { ...product(), name: res.body.entry.name, version: 1, active: false });
    const deactivated = await buyer.get('/api/generic/metadata');
    expect(deactivated.body.fuels).toContainEqual(expect.objectContaining({ id: res.body.entry.id, active: false }));
  });
});

describe('deactivation instead of delete', () => {
  it('refuses a new offer and an edit on a deactivated product or terminal; the offers made before keep it', async () => {
    const { client } = await operator();
    const region = await create(client, 'regions', { name: `Region ${code()}` });
    const terminalBody = { regionId: region.body.entry.id, name: 'Testlager', code: code(), city: 'Kiel' };
    const terminal = await create(client, 'terminals', terminalBody);
    const fuel = await create(client, 'products', product());
    const seller = await signInAs(await createUser({ type: 'SELLER' }));
    const offer = await seller.post('/api/offers', await offerBody(fuel.body.entry.id, terminal.body.entry.id));
    expect(offer.status).toBe(200);

    await client.put(`/api/operator/catalogue/products/${fuel.body.entry.id}`, { ...product(), name: fuel.body.entry.name, version: 1, active: false });
    const refused = await seller.post('/api/offers', await offerBody(fuel.body.entry.id, terminal.body.entry.id));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('offer_catalogue_inactive');
    expect(refused.body.fields).toEqual({ productId: 'product_inactive' });
    const edit = await seller.put(`/api/offers/${offer.body.offer.id}`, { ...(await offerBody(fuel.body.entry.id, terminal.body.entry.id)), version: 1 });
    expect(edit.body.fields).toEqual({ productId: 'product_inactive' });

    await client.put(`/api/operator/catalogue/terminals/${terminal.body.entry.id}`, { ...terminalBody, version: 1, active: false });
    const other = await db.product.findFirstOrThrow({ where: { type: 'FUEL', active: true }, orderBy: { id: 'asc' } });
    const atTerminal = await seller.post('/api/offers', await offerBody(other.id, terminal.body.entry.id));
    expect(atTerminal.body.fields).toEqual({ terminalId: 'terminal_inactive' });

    // Kept: the rows, and the offer made before with its names.
    expect(await db.product.count({ where: { id: fuel.body.entry.id } })).toBe(1);
    const mine = await seller.get('/api/offers/mine');
    expect(mine.body.offers).toContainEqual(expect.objectContaining({ id: offer.body.offer.id, productName: fuel.body.entry.name, terminalName: 'Testlager' }));
  });
});

describe('VAT rates', () => {
  /** An operator of a platform of its own: its VAT rates are its alone, so no other test's money changes. */
  async function ownPlatform() {
    const platform = await db.platform.create({ data: { id: `TEST-${randomUUID()}`, brandId: 'test', name: 'Testplattform', currency: 'EUR' } });
    const account = await db.account.create({ data: { platformId: platform.id, name: 'Testbetrieb', type: 'OPERATOR', releasedForTrading: true } });
    const user = await createUser({ accountId: account.id, isAdmin: true, roles: [] });
    return { platform, client: await signInAs(user) };
  }

  it("refuses to deactivate the platform's last active rate, and changes nothing; the next active one is charged", async () => {
    const { platform, client } = await ownPlatform();
    const de = await create(client, 'vat-rates', { country: 'DE', rate: '19' });
    const refused = await client.put(`/api/operator/catalogue/vat-rates/${de.body.entry.id}`, { country: 'DE', rate: '19', version: 1, active: false });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ active: 'vat_rate_last_active' });
    expect(await db.vatRate.findUniqueOrThrow({ where: { id: de.body.entry.id } })).toMatchObject({ active: true, version: 1 });

    await create(client, 'vat-rates', { country: 'AT', rate: '20' });
    const deactivated = await client.put(`/api/operator/catalogue/vat-rates/${de.body.entry.id}`, { country: 'DE', rate: '19', version: 1, active: false });
    expect(deactivated.status).toBe(200);
    // A buyer of the platform is shown (and charged) the active rate only.
    const buyerAccount = await db.account.create({ data: { platformId: platform.id, name: 'Testkäufer', type: 'BUYER', releasedForTrading: true } });
    const buyer = await signInAs(await createUser({ accountId: buyerAccount.id }));
    const metadata = await buyer.get('/api/generic/metadata');
    expect(metadata.status).toBe(200);
    expect(metadata.body.vat).toBe('20.00');
  });
});
