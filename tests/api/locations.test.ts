import { ApiClient } from '../helpers/api-client';
import { createAccount, createUser, db } from '../helpers/factories';
import { signInAs } from '../helpers/sign-in-as';

/** platform-shell 7 delivery-location calls; security 3, 4, 12. */
afterAll(() => db.$disconnect());

const ADDRESS = {
  company: 'Test Tanklager',
  street: 'Hafenstraße 1',
  postCode: '20457',
  city: 'Hamburg',
  county: 'Hamburg',
  country: 'DE',
  contactPerson: 'Frau Test',
  onSiteContact: '+49 40 1234567',
  instructions: 'Zufahrt über Tor 3',
};

async function buyerWithLocations() {
  const account = await createAccount('BUYER');
  const user = await createUser({ accountId: account.id });
  await db.deliveryLocation.createMany({
    data: [
      { accountId: account.id, street: 'Weg 2', postCode: '80331', city: 'München', county: 'Bayern' },
      { accountId: account.id, street: 'Weg 1', postCode: '76131', city: 'Karlsruhe', county: 'Baden-Württemberg' },
      { accountId: account.id, street: 'Weg 3', postCode: '68159', city: 'Mannheim', county: 'Baden-Württemberg' },
    ],
  });
  return { account, user, client: await signInAs(user) };
}

describe('GET /api/metadata/locations', () => {
  it('lists only the own account, sorted by county then post code, with the address fields', async () => {
    const { client } = await buyerWithLocations();
    await buyerWithLocations(); // another company's locations must not show up
    const res = await client.get('/api/metadata/locations');
    expect(res.status).toBe(200);
    expect(res.body.map((l: any) => [l.address.county, l.address.postCode])).toEqual([
      ['Baden-Württemberg', '68159'],
      ['Baden-Württemberg', '76131'],
      ['Bayern', '80331'],
    ]);
    expect(Object.keys(res.body[0].address).sort()).toEqual(
      ['company', 'street', 'postCode', 'city', 'county', 'country', 'contactPerson', 'onSiteContact', 'instructions'].sort(),
    );
    expect(typeof res.body[0]._id).toBe('number');
  });

  it('answers 401 without a session', async () => {
    expect((await new ApiClient().get('/api/metadata/locations')).status).toBe(401);
    expect((await new ApiClient().post('/api/metadata/locations', ADDRESS)).status).toBe(401);
    expect((await new ApiClient().put('/api/metadata/locations/1', { ...ADDRESS, _id: 1 })).status).toBe(401);
    expect((await new ApiClient().delete('/api/metadata/locations/1')).status).toBe(401);
  });

  it('answers 403 to a seller', async () => {
    const seller = await signInAs(await createUser({ type: 'SELLER' }));
    expect((await seller.get('/api/metadata/locations')).status).toBe(403);
    expect((await seller.post('/api/metadata/locations', ADDRESS)).status).toBe(403);
  });
});

describe('POST /api/metadata/locations', () => {
  it('creates a location in the caller account (an accountId in the body is ignored)', async () => {
    const { client, account } = await buyerWithLocations();
    const other = await createAccount('BUYER');
    const res = await client.post('/api/metadata/locations', { ...ADDRESS, accountId: other.id });
    expect(res.status).toBe(201);
    expect(res.body.address).toEqual(ADDRESS);
    const row = await db.deliveryLocation.findUniqueOrThrow({ where: { id: res.body._id } });
    expect(row.accountId).toBe(account.id);
    expect(await db.deliveryLocation.count({ where: { accountId: other.id } })).toBe(0);
  });

  it('also takes the list shape { address: {...} }', async () => {
    const { client } = await buyerWithLocations();
    const res = await client.post('/api/metadata/locations', { address: ADDRESS });
    expect(res.status).toBe(201);
    expect(res.body.address.street).toBe(ADDRESS.street);
  });

  it.each([
    ['street missing', { ...ADDRESS, street: undefined }, 'street', 'required'],
    ['street blank', { ...ADDRESS, street: '   ' }, 'street', 'required'],
    ['county missing', { ...ADDRESS, county: '' }, 'county', 'required'],
    ['city missing', { ...ADDRESS, city: undefined }, 'city', 'required'],
    ['German post code of 4 digits', { ...ADDRESS, postCode: '2045' }, 'postCode', 'post_code_format_required'],
    ['German post code with letters', { ...ADDRESS, postCode: '2045A' }, 'postCode', 'post_code_format_required'],
    ['unknown country', { ...ADDRESS, country: 'XX' }, 'country', 'required'],
  ])('%s -> 400 naming the field, nothing written', async (_label, body, field, message) => {
    const { client, account } = await buyerWithLocations();
    const res = await client.post('/api/metadata/locations', body);
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
    expect(await db.deliveryLocation.count({ where: { accountId: account.id } })).toBe(3);
  });

  it('accepts an Austrian 4-digit post code', async () => {
    const { client } = await buyerWithLocations();
    const res = await client.post('/api/metadata/locations', { ...ADDRESS, country: 'AT', postCode: '1010' });
    expect(res.status).toBe(201);
  });
});

describe('PUT and DELETE /api/metadata/locations/{id}', () => {
  it('updates the own location and lists the change', async () => {
    const { client, account } = await buyerWithLocations();
    const [first] = await db.deliveryLocation.findMany({ where: { accountId: account.id }, orderBy: { id: 'asc' } });
    const res = await client.put(`/api/metadata/locations/${first.id}`, { _id: first.id, ...ADDRESS, street: 'Neue Straße 9' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ _id: first.id, address: { ...ADDRESS, street: 'Neue Straße 9' } });
    const list = await client.get('/api/metadata/locations');
    expect(list.body.find((l: any) => l._id === first.id).address.street).toBe('Neue Straße 9');
  });

  it('refuses an _id that differs from the path with 400, nothing written', async () => {
    const { client, account } = await buyerWithLocations();
    const [a, b] = await db.deliveryLocation.findMany({ where: { accountId: account.id }, orderBy: { id: 'asc' } });
    const res = await client.put(`/api/metadata/locations/${a.id}`, { ...ADDRESS, _id: b.id });
    expect(res.status).toBe(400);
    expect(res.body.fields._id).toBe('id_mismatch');
    expect((await db.deliveryLocation.findUniqueOrThrow({ where: { id: a.id } })).street).toBe(a.street);
    expect((await db.deliveryLocation.findUniqueOrThrow({ where: { id: b.id } })).street).toBe(b.street);
  });

  it('answers 400 naming id for an id that is not a number', async () => {
    const { client } = await buyerWithLocations();
    const res = await client.put('/api/metadata/locations/abc', { ...ADDRESS, _id: 1 });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('id');
    expect((await client.delete('/api/metadata/locations/abc')).status).toBe(400);
  });

  it("cannot change or delete another company's location: 404 and the row unchanged", async () => {
    const victim = await buyerWithLocations();
    const [target] = await db.deliveryLocation.findMany({ where: { accountId: victim.account.id }, orderBy: { id: 'asc' } });
    const attacker = await buyerWithLocations();
    const put = await attacker.client.put(`/api/metadata/locations/${target.id}`, { ...ADDRESS, _id: target.id });
    expect(put.status).toBe(404);
    const del = await attacker.client.delete(`/api/metadata/locations/${target.id}`);
    expect(del.status).toBe(404);
    expect(await db.deliveryLocation.findUniqueOrThrow({ where: { id: target.id } })).toEqual(target);
  });

  it('deletes the own location', async () => {
    const { client, account } = await buyerWithLocations();
    const [first] = await db.deliveryLocation.findMany({ where: { accountId: account.id } });
    const res = await client.delete(`/api/metadata/locations/${first.id}`);
    expect(res.status).toBe(200);
    expect(await db.deliveryLocation.findUnique({ where: { id: first.id } })).toBeNull();
    expect((await client.get('/api/metadata/locations')).body).toHaveLength(2);
    expect((await client.delete(`/api/metadata/locations/${first.id}`)).status).toBe(404);
  });
});
