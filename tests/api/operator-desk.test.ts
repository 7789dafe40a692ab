import { randomUUID } from 'node:crypto';
import { ApiClient, freshIp } from '../helpers/api-client';
import { createAccount, createUser, db, lastEmailTo } from '../helpers/factories';
import { signInAs } from '../helpers/sign-in-as';

/** The operator's desk (design 14): search by person, users added, accounts removed, sellers released, the work queue, the audit log's filters. */
afterAll(() => db.$disconnect());

const unique = () => randomUUID().slice(0, 8);

async function operator() {
  const platform = await db.platform.findFirstOrThrow({ where: { brandId: process.env.BRAND ?? 'fuelmarket' } });
  const account = await db.account.findFirstOrThrow({ where: { type: 'OPERATOR', platformId: platform.id } });
  const user = await createUser({ accountId: account.id, isAdmin: true, roles: [] });
  return { account, user, client: await signInAs(user) };
}

const person = (extra: Record<string, unknown> = {}) => ({
  salutation: 'Mr',
  firstName: 'Jens',
  lastName: `Hansen${unique()}`,
  email: `jens-${unique()}@test.fuel`,
  ...extra,
});

const company = (kind: string, extra: Record<string, unknown> = {}) => ({
  kind,
  name: `Neukunde ${unique()} GmbH`,
  addressLine1: 'Hafenstraße 5',
  postCode: '20457',
  city: 'Hamburg',
  country: 'DE',
  admin: person(),
  ...extra,
});

describe('access', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/operator/desk'],
    ['POST', '/api/operator/accounts/1/users', person()],
    ['DELETE', '/api/operator/accounts/1'],
  ];

  it.each(['BUYER', 'SELLER'] as const)('answers 403 to a %s admin and 401 without a session', async (type) => {
    const client = await signInAs(await createUser({ type, isAdmin: true }));
    const anonymous = new ApiClient({ 'x-forwarded-for': freshIp() });
    for (const [method, path, body] of calls) {
      expect([method, path, (await client.request(method, path, { body })).status]).toEqual([method, path, 403]);
      expect([method, path, (await anonymous.request(method, path, { body })).status]).toEqual([method, path, 401]);
    }
  });
});

describe('accounts', () => {
  it('finds an account by a user’s last name or a part of the e-mail, in any case', async () => {
    const { client } = await operator();
    const account = await createAccount('BUYER');
    const user = await createUser({ accountId: account.id });
    await db.user.update({ where: { id: user.id }, data: { lastName: `Hansen${unique()}` } });
    const { lastName, email } = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    for (const query of [lastName.toUpperCase(), email.slice(5, 20), `Test ${lastName.toLowerCase()}`]) {
      const found = await client.get(`/api/operator/accounts?query=${encodeURIComponent(query)}`);
      expect([query, found.body.accounts.map((a: { id: number }) => a.id)]).toEqual([query, [account.id]]);
    }
  });

  it('creates an account with several admins, each mailed; a second address in use names its field', async () => {
    const { client } = await operator();
    const more = [person(), person()];
    const res = await client.post('/api/operator/accounts', company('BUYER', { additionalAdmins: more }));
    expect(res.status).toBe(201);
    expect(res.body.adminUserIds).toHaveLength(3);
    const admins = await db.user.findMany({ where: { accountId: res.body.account.id }, orderBy: { id: 'asc' } });
    expect(admins.map((u) => [u.email, u.isAdmin])).toEqual([
      [expect.any(String), true],
      [more[0].email, true],
      [more[1].email, true],
    ]);
    for (const admin of admins) expect((await lastEmailTo(admin.email))?.template).toBe('welcome');
    const taken = await client.post('/api/operator/accounts', company('BUYER', { additionalAdmins: [person({ email: more[1].email })] }));
    expect(taken.status).toBe(400);
    expect(taken.body.fields).toEqual({ 'additionalAdmins.0.email': 'email_in_use' });
  });

  it('adds an admin and a team member to an account, each with the welcome mail, audited', async () => {
    const { client } = await operator();
    const account = await createAccount('SELLER');
    const admin = await client.post(`/api/operator/accounts/${account.id}/users`, person({ isAdmin: true }));
    expect(admin.status).toBe(201);
    expect(admin.body.user).toMatchObject({ isAdmin: true, passwordSet: false });
    const member = await client.post(`/api/operator/accounts/${account.id}/users`, person());
    expect(member.body.user).toMatchObject({ isAdmin: false });
    expect((await lastEmailTo(member.body.user.email))?.template).toBe('welcome');
    const users = await client.get(`/api/operator/accounts/${account.id}/users`);
    expect(users.body.users.map((u: { id: number }) => u.id).sort()).toEqual([admin.body.user.id, member.body.user.id].sort());
    const again = await client.post(`/api/operator/accounts/${account.id}/users`, person({ email: member.body.user.email }));
    expect(again.body.fields).toEqual({ email: 'email_in_use' });
    expect((await client.post('/api/operator/accounts/2147483647/users', person())).status).toBe(404);
    const entry = await db.auditLog.findFirstOrThrow({ where: { event: 'operator_user_created', accountId: account.id }, orderBy: { id: 'desc' } });
    expect(entry.detail).toMatchObject({ targetUserId: member.body.user.id, before: null });
  });

  it('removes an account with nothing referring to it; one with a relationship is refused with the advice to block it', async () => {
    const { client } = await operator();
    const created = await client.post('/api/operator/accounts', company('BUYER'));
    const id = created.body.account.id;
    const removed = await client.request('DELETE', `/api/operator/accounts/${id}`);
    expect(removed.status).toBe(200);
    expect(await db.account.count({ where: { id } })).toBe(0);
    expect(await db.user.count({ where: { accountId: id } })).toBe(0);
    expect(await db.auditLog.count({ where: { event: 'operator_account_deleted', accountId: id } })).toBe(1);

    const buyer = await createAccount('BUYER');
    const seller = await createAccount('SELLER');
    await db.relationship.create({ data: { buyerAccountId: buyer.id, sellerAccountId: seller.id } });
    for (const target of [buyer.id, seller.id]) {
      const refused = await client.request('DELETE', `/api/operator/accounts/${target}`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('account_in_use_block_instead');
    }
    expect(await db.account.count({ where: { id: { in: [buyer.id, seller.id] } } })).toBe(2);
  });

  it('releases a seller for trading: before, its offers are refused and the account waits in the queue', async () => {
    const { client } = await operator();
    const res = await client.post('/api/operator/accounts', company('SELLER'));
    const account = res.body.account;
    expect(account).toMatchObject({ releasedForTrading: false, status: 'NOT_RELEASED' });
    const seller = await signInAs(await createUser({ accountId: account.id, isAdmin: true }));
    const product = await db.product.findFirstOrThrow({ where: { type: 'FUEL', active: true }, orderBy: { id: 'asc' } });
    const terminal = await db.terminal.findFirstOrThrow({ where: { active: true }, orderBy: { id: 'asc' } });
    const period = await db.liftingPeriod.findFirstOrThrow({ where: { active: true }, orderBy: { id: 'asc' } });
    const offer = {
      liftingPeriodId: period.id,
      productId: product.id,
      terminalId: terminal.id,
      totalVolume: '100',
      minOrderQuantity: '5',
      maxOrderQuantity: '50',
      priceType: 'FIXED',
      priceUnit: 'PER_100L15',
      fixedPrice: '90',
      startsAt: '2026-12-01T06:00:00.000Z',
      endsAt: '2026-12-31T17:00:00.000Z',
      dailyStart: '07:00',
      dailyEnd: '17:30',
    };
    const refused = await seller.post('/api/offers', offer);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('seller_not_released');
    const notReleased = await client.get('/api/operator/accounts?status=NOT_RELEASED&query=' + encodeURIComponent(account.name));
    expect(notReleased.body.accounts.map((a: { id: number }) => a.id)).toEqual([account.id]);

    const released = await client.put(`/api/operator/accounts/${account.id}`, { version: account.version, releasedForTrading: true });
    expect(released.body.account.status).toBe('ACTIVE');
    expect((await seller.post('/api/offers', offer)).status).toBe(200);
  });
});

describe('audit log in words', () => {
  it('filters by account, user, event and day, and names the ids its entries hold', async () => {
    const { client, user: me } = await operator();
    const account = await createAccount('BUYER');
    const added = await client.post(`/api/operator/accounts/${account.id}/users`, person());
    const userId = added.body.user.id;
    const byUser = await client.get(`/api/operator/audit?userId=${userId}`);
    expect(byUser.body.entries.map((e: { event: string }) => e.event)).toEqual(['operator_user_created']);
    expect(byUser.body.names.users[userId]).toBe(`Jens ${added.body.user.lastName}`);
    expect(byUser.body.entries[0]).toMatchObject({ userId: me.id, userName: 'Test User', accountName: account.name });

    // Days around now in any zone: the filter's days are the brand's.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const byEvent = await client.get(`/api/operator/audit?accountId=${account.id}&event=operator_user_created&from=${day(-1)}&to=${day(1)}`);
    expect(byEvent.body.total).toBe(1);
    expect((await client.get(`/api/operator/audit?accountId=${account.id}&event=login_failed`)).body.total).toBe(0);
    expect((await client.get(`/api/operator/audit?accountId=${account.id}&to=2020-01-01`)).body.total).toBe(0);
    expect((await client.get('/api/operator/audit?from=31.12.2026')).status).toBe(400);
  });
});
