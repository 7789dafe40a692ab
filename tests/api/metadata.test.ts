import { ApiClient } from '../helpers/api-client';
import { createAccount, createUser, db } from '../helpers/factories';
import { signInAs } from '../helpers/sign-in-as';

/** GET /api/generic/metadata: every field of platform-shell 3 for a buyer and a seller. */
afterAll(() => db.$disconnect());

const FIELDS = [
  'platformStatus',
  'fuels',
  'additives',
  'regions',
  'deliveryOptions',
  'deliveryAddresses',
  'liftingPeriods',
  'paymentTerms',
  'sellers',
  'features',
  'roles',
  'accountType',
  'shareholderChildAccount',
  'parentShareholderAccount',
  'vat',
];

describe('GET /api/generic/metadata', () => {
  it('answers 401 without a session', async () => {
    expect((await new ApiClient().get('/api/generic/metadata')).status).toBe(401);
  });

  it('answers 403 when X-Account-Type names a type the user does not have', async () => {
    const client = await signInAs(await createUser({ type: 'BUYER' }));
    expect((await client.get('/api/generic/metadata', { 'x-account-type': 'seller' })).status).toBe(403);
  });

  it('gives a buyer every field, its own delivery addresses and its related sellers', async () => {
    const account = await createAccount('BUYER');
    const seller = await createAccount('SELLER');
    const unrelated = await createAccount('SELLER');
    await db.relationship.create({ data: { buyerAccountId: account.id, sellerAccountId: seller.id, status: 'ENABLED' } });
    await db.deliveryLocation.create({ data: { accountId: account.id, street: 'Lagerweg 1', postCode: '20457', city: 'Hamburg', county: 'Hamburg' } });
    const other = await createAccount('BUYER');
    await db.deliveryLocation.create({ data: { accountId: other.id, street: 'Fremdweg 1', postCode: '20457', city: 'Hamburg', county: 'Hamburg' } });
    const user = await createUser({ accountId: account.id, roles: ['MyRelationships_View'], features: ['newsBox'] });
    const res = await (await signInAs(user)).get('/api/generic/metadata', { 'x-account-type': 'buyer' });
    expect(res.status).toBe(200);
    for (const field of FIELDS) expect(res.body).toHaveProperty(field);
    const m = res.body;
    expect(m.accountType).toBe('buyer');
    expect(m.roles).toEqual(['MyRelationships_View']);
    expect(m.features).toContain('newsBox');
    expect(m.sellers).toEqual([{ id: seller.id, name: seller.name, status: 'ENABLED' }]);
    expect(m.sellers.map((s: any) => s.id)).not.toContain(unrelated.id);
    expect(m.deliveryAddresses).toHaveLength(1);
    expect(m.deliveryAddresses[0].address.street).toBe('Lagerweg 1');
    expect(m.shareholderChildAccount).toBe(false);
    expect(m.parentShareholderAccount).toBe(false);
    expect(m.vat).toBe('19.00');
    expect(typeof m.platformStatus.open).toBe('boolean');

    expect(m.fuels.length).toBeGreaterThan(0);
    expect(m.additives.length).toBeGreaterThan(0);
    expect(Object.keys(m.fuels[0])).toEqual(expect.arrayContaining(['id', 'name', 'category', 'categoryOrder', 'unit', 'commodity', 'density']));
    // Sorted by category display order, then name.
    const order = m.fuels.map((p: any) => [p.categoryOrder, p.name]);
    const sorted = [...order].sort((a: any, b: any) => a[0] - b[0] || a[1].localeCompare(b[1]));
    expect(order.map((o: any) => o[0])).toEqual(sorted.map((o: any) => o[0]));
    expect(m.fuels.every((p: any) => p.commodity !== null)).toBe(true);
    expect(m.additives.every((p: any) => p.unit === 'liter' || p.unit === 'cubic_meter')).toBe(true);

    expect(m.regions.length).toBeGreaterThan(0);
    expect(m.regions[0]).toHaveProperty('terminals');
    expect(m.regions.flatMap((r: any) => r.terminals).length).toBeGreaterThan(0);
    expect(m.deliveryOptions.length).toBeGreaterThan(0);
    expect(m.liftingPeriods.length).toBeGreaterThan(0);
    expect(m.paymentTerms.length).toBeGreaterThan(0);
  });

  it('lists delivery addresses by county, then post code, and sellers by name with their status, read at this request', async () => {
    const account = await createAccount('BUYER');
    const user = await createUser({ accountId: account.id });
    const client = await signInAs(user);
    const address = (county: string, postCode: string) =>
      db.deliveryLocation.create({ data: { accountId: account.id, street: `Weg ${postCode}`, postCode, city: 'Ort', county } });
    await address('Hamburg', '20457');
    await address('Bayern', '90402');
    await address('Bayern', '80331');
    const [zeta, alpha, mid] = await Promise.all(['Zeta', 'Alpha', 'Mitte'].map((n) => createAccount('SELLER', { name: `${n} ${account.id}` })));
    await db.relationship.createMany({
      data: [
        { buyerAccountId: account.id, sellerAccountId: zeta.id, status: 'DISABLED' },
        { buyerAccountId: account.id, sellerAccountId: alpha.id, status: 'ENABLED' },
        { buyerAccountId: account.id, sellerAccountId: mid.id, status: 'NEW' },
      ],
    });
    const res = await client.get('/api/generic/metadata');
    expect(res.status).toBe(200);
    expect(res.body.deliveryAddresses.map((d: any) => [d.address.county, d.address.postCode])).toEqual([
      ['Bayern', '80331'],
      ['Bayern', '90402'],
      ['Hamburg', '20457'],
    ]);
    expect(Object.keys(res.body.deliveryAddresses[0].address).sort()).toEqual([
      'city',
      'company',
      'contactPerson',
      'country',
      'county',
      'instructions',
      'onSiteContact',
      'postCode',
      'street',
    ]);
    expect(typeof res.body.deliveryAddresses[0]._id).toBe('number');
    expect(res.body.sellers).toEqual([
      { id: alpha.id, name: alpha.name, status: 'ENABLED' },
      { id: mid.id, name: mid.name, status: 'NEW' },
      { id: zeta.id, name: zeta.name, status: 'DISABLED' },
    ]);
    await db.relationship.updateMany({ where: { buyerAccountId: account.id, sellerAccountId: zeta.id }, data: { status: 'ENABLED' } });
    await createAccount('BUYER', { parentId: account.id, isShareholder: true });
    const again = await client.get('/api/generic/metadata');
    expect(again.body.sellers[2]).toEqual({ id: zeta.id, name: zeta.name, status: 'ENABLED' });
    expect(again.body.parentShareholderAccount).toBe(true);
  });

  it('shows every change of its account part at the next request, though an instance keeps that part per metadata version', async () => {
    const account = await createAccount('BUYER');
    const client = await signInAs(await createUser({ accountId: account.id }));
    const seller = await createAccount('SELLER', { name: `Alt ${account.id}` });
    const child = await createAccount('BUYER', { parentId: account.id, isShareholder: false });
    // The account's part: the platform's catalogue beside it may change meanwhile (other test files edit it).
    const read = async () => {
      const { deliveryAddresses, sellers, parentShareholderAccount } = (await client.get('/api/generic/metadata')).body;
      return { deliveryAddresses, sellers, parentShareholderAccount };
    };
    const location = await db.deliveryLocation.create({
      data: { accountId: account.id, street: 'Weg 1', postCode: '20457', city: 'Hamburg', county: 'Hamburg' },
    });
    await db.relationship.create({ data: { buyerAccountId: account.id, sellerAccountId: seller.id, status: 'NEW' } });
    const first = await read();
    expect(first.deliveryAddresses.map((d: any) => d.address.city)).toEqual(['Hamburg']);
    expect(first.sellers).toEqual([{ id: seller.id, name: seller.name, status: 'NEW' }]);
    expect(first.parentShareholderAccount).toBe(false);
    expect(await read()).toEqual(first);

    await db.deliveryLocation.update({ where: { id: location.id }, data: { city: 'Altona' } });
    expect((await read()).deliveryAddresses.map((d: any) => d.address.city)).toEqual(['Altona']);
    await db.account.update({ where: { id: seller.id }, data: { name: `Neu ${account.id}` } });
    expect((await read()).sellers).toEqual([{ id: seller.id, name: `Neu ${account.id}`, status: 'NEW' }]);
    await db.account.update({ where: { id: child.id }, data: { isShareholder: true } });
    expect((await read()).parentShareholderAccount).toBe(true);
    await db.relationship.deleteMany({ where: { buyerAccountId: account.id } });
    await db.deliveryLocation.delete({ where: { id: location.id } });
    const last = await read();
    expect(last.sellers).toEqual([]);
    expect(last.deliveryAddresses).toEqual([]);
  });

  it('gives a seller every field with sellers [] and no delivery addresses', async () => {
    const seller = await createAccount('SELLER', { features: ['triggers'] });
    const buyer = await createAccount('BUYER');
    await db.relationship.create({ data: { buyerAccountId: buyer.id, sellerAccountId: seller.id, status: 'NEW' } });
    const user = await createUser({ accountId: seller.id, roles: ['MyRelationships_View'] });
    const res = await (await signInAs(user)).get('/api/generic/metadata');
    expect(res.status).toBe(200);
    for (const field of FIELDS) expect(res.body).toHaveProperty(field);
    expect(res.body).toMatchObject({ accountType: 'seller', sellers: [], deliveryAddresses: [], shareholderChildAccount: false });
    expect(res.body.features).toContain('triggers');
  });

  it('marks shareholder child and parent accounts', async () => {
    const parent = await createAccount('BUYER');
    const child = await createAccount('BUYER', { parentId: parent.id, isShareholder: true });
    const parentRes = await (await signInAs(await createUser({ accountId: parent.id }))).get('/api/generic/metadata');
    const childRes = await (await signInAs(await createUser({ accountId: child.id }))).get('/api/generic/metadata');
    expect(parentRes.body).toMatchObject({ parentShareholderAccount: true, shareholderChildAccount: false });
    expect(childRes.body).toMatchObject({ parentShareholderAccount: false, shareholderChildAccount: true });
  });
});
