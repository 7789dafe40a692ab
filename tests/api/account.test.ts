import { ApiClient } from '../helpers/api-client';
import { createAccount, createUser, db } from '../helpers/factories';
import { signInAs } from '../helpers/sign-in-as';

/** GET/PUT /api/account: company data only through the operator (trading-domain 6). */
afterAll(() => db.$disconnect());

const ADDRESS = { addressLine1: 'Neue Straße 1', addressLine2: 'Haus B', postCode: '20457', country: 'DE' };

describe('GET /api/account', () => {
  it('answers the own account address fields', async () => {
    const account = await createAccount('BUYER', { addressLine1: 'Werkstraße 5', postCode: '76131', city: 'Karlsruhe' });
    const res = await (await signInAs(await createUser({ accountId: account.id }))).get('/api/account');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: account.name, addressLine1: 'Werkstraße 5', addressLine2: '', postCode: '76131', city: 'Karlsruhe', country: 'DE' });
  });

  it('answers 401 without a session', async () => {
    expect((await new ApiClient().get('/api/account')).status).toBe(401);
    expect((await new ApiClient().put('/api/account', ADDRESS)).status).toBe(401);
  });
});

describe('PUT /api/account', () => {
  it.each(['BUYER', 'SELLER'] as const)('refuses a %s admin with 403 company_data_via_operator, unchanged', async (type) => {
    const account = await createAccount(type, { addressLine1: 'Alt 1' });
    const client = await signInAs(await createUser({ accountId: account.id, isAdmin: true }));
    const res = await client.put('/api/account', ADDRESS);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('company_data_via_operator');
    expect((await db.account.findUniqueOrThrow({ where: { id: account.id } })).addressLine1).toBe('Alt 1');
  });

  it('lets the operator change its own account, and only that', async () => {
    const operator = await createAccount('OPERATOR');
    const other = await createAccount('BUYER', { addressLine1: 'Bleibt 1' });
    const client = await signInAs(await createUser({ accountId: operator.id, isAdmin: true, roles: [] }));
    const res = await client.put('/api/account', { ...ADDRESS, accountId: other.id });
    expect(res.status).toBe(200);
    expect(await db.account.findUniqueOrThrow({ where: { id: operator.id } })).toMatchObject(ADDRESS);
    expect((await db.account.findUniqueOrThrow({ where: { id: other.id } })).addressLine1).toBe('Bleibt 1');
  });

  it('moves the account version and audits the change with before and after', async () => {
    const operator = await createAccount('OPERATOR', { addressLine1: 'Alt 1', postCode: '10115' });
    const user = await createUser({ accountId: operator.id, isAdmin: true, roles: [] });
    const client = await signInAs(user);
    expect((await client.put('/api/account', ADDRESS)).status).toBe(200);
    expect((await db.account.findUniqueOrThrow({ where: { id: operator.id } })).version).toBe(operator.version + 1);
    const entry = await db.auditLog.findFirstOrThrow({ where: { event: 'operator_account_updated', accountId: operator.id } });
    expect(entry.userId).toBe(user.id);
    expect(entry.detail).toMatchObject({
      before: { addressLine1: 'Alt 1', postCode: '10115', version: operator.version },
      after: { ...ADDRESS, version: operator.version + 1 },
    });
  });

  it('answers 400 naming the field for a bad post code, unchanged', async () => {
    const operator = await createAccount('OPERATOR', { addressLine1: 'Alt 1' });
    const client = await signInAs(await createUser({ accountId: operator.id, roles: [] }));
    const res = await client.put('/api/account', { ...ADDRESS, postCode: '123' });
    expect(res.status).toBe(400);
    expect(res.body.fields.postCode).toBe('post_code_format_required');
    expect((await db.account.findUniqueOrThrow({ where: { id: operator.id } })).addressLine1).toBe('Alt 1');
  });
});
