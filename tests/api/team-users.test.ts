import { ROLES } from '@/lib/access/routes';
import { hashResetKey } from '@/lib/auth/issue-reset-link';
import { ApiClient, freshIp } from '../helpers/api-client';
import { createAccount, createUser, db, lastEmailTo, TEST_PASSWORD } from '../helpers/factories';
import { createOffer } from '../helpers/market-factories';
import { signInAs } from '../helpers/sign-in-as';

/** platform-shell 5-7 and trading-domain 4-6: team users, saving a user; security 3, 5, 8, 12. */
afterAll(() => db.$disconnect());

const NEW_MEMBER = {
  salutation: 'Ms',
  title: 'Dr',
  firstName: 'Greta',
  lastName: 'Neumann',
  phone: '+49 721 555 0101',
  mobile: '+49 171 5550101',
  jobTitle: 'Disponentin',
  department: 'Einkauf',
  departmentSize: '6-20',
};
const uniqueEmail = () => `member-${Math.random().toString(36).slice(2)}@test.fuel`;

async function company(options: { releasedForTrading?: boolean; type?: 'BUYER' | 'SELLER' } = {}) {
  const account = await createAccount(options.type ?? 'BUYER', { releasedForTrading: options.releasedForTrading ?? true });
  const admin = await createUser({ accountId: account.id, isAdmin: true });
  const member = await createUser({ accountId: account.id, roles: [ROLES.relationships] });
  return { account, admin, member, client: await signInAs(admin) };
}

describe('GET /api/user/search', () => {
  it('lists the team of the admin account without the admin, with the contract fields', async () => {
    const { client, admin, member, account } = await company();
    const blocked = await createUser({ accountId: account.id, roles: [ROLES.purchase] });
    await db.user.update({ where: { id: blocked.id }, data: { statusId: 200 } });
    await company(); // another company's users must not show up
    const res = await client.get('/api/user/search?page=1&limit=100&removeLoggedInUser=REMOVE');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, limit: 100 });
    const ids = res.body.docs.map((d: any) => d._id).sort();
    expect(ids).toEqual([member.id, blocked.id].sort());
    const m = res.body.docs.find((d: any) => d._id === member.id);
    expect(m).toMatchObject({
      email: member.email,
      firstName: 'Test',
      lastName: 'User',
      isAdmin: false,
      accountDisabled: false,
      purchaseStatus: false,
      statusId: 100,
    });
    expect(m).toHaveProperty('phone');
    const b = res.body.docs.find((d: any) => d._id === blocked.id);
    expect(b).toMatchObject({ accountDisabled: true, purchaseStatus: true });
    expect(ids).not.toContain(admin.id);
  });

  it('includes the admin without removeLoggedInUser', async () => {
    const { client, admin } = await company();
    const res = await client.get('/api/user/search?page=1&limit=100');
    expect(res.body.docs.map((d: any) => d._id)).toContain(admin.id);
  });

  it('caps limit at 100 (400 naming limit)', async () => {
    const { client } = await company();
    const res = await client.get('/api/user/search?page=1&limit=101');
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('limit');
  });

  it('answers 401 without a session and 403 to a non-admin', async () => {
    expect((await new ApiClient().get('/api/user/search?page=1&limit=100')).status).toBe(401);
    const { member } = await company();
    expect((await (await signInAs(member)).get('/api/user/search?page=1&limit=100')).status).toBe(403);
  });
});

describe('POST /api/user', () => {
  it('creates a team user in the admin account, sends the welcome e-mail with a reset key, audits', async () => {
    const { client, account, admin } = await company();
    const email = uniqueEmail();
    const res = await client.post('/api/user', {
      ...NEW_MEMBER,
      email: email.toUpperCase(),
      accountId: 1,
      roles: ['ChildAccounts_View'],
      purchaseStatus: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email, username: email, accountId: account.id, purchaseStatus: true, isAdmin: false, accountDisabled: false });
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    expect(user.accountId).toBe(account.id);
    expect(user.roles).not.toContain(ROLES.childAccounts);
    expect(user.roles).toContain(ROLES.purchase);

    const mail = await lastEmailTo(email);
    expect(mail).toMatchObject({ template: 'welcome' });
    const key = mail!.body.match(/\/passwort\/reset\/([A-Za-z0-9_-]+)/)![1];
    const stored = await db.passwordResetKey.findUniqueOrThrow({ where: { keyHash: hashResetKey(key) } });
    expect(stored.userId).toBe(user.id);
    // A welcome link holds 7 days (a reset link 1 hour).
    const minutes = (stored.expiresAt.getTime() - stored.createdAt.getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(7 * 24 * 60 - 1);
    expect(minutes).toBeLessThanOrEqual(7 * 24 * 60 + 0.1);
    expect(await db.passwordResetKey.count({ where: { keyHash: key } })).toBe(0);

    const entry = await db.auditLog.findFirst({ where: { event: 'user_created', userId: admin.id }, orderBy: { id: 'desc' } });
    expect(entry?.detail).toMatchObject({ createdUserId: user.id });

    const list = await client.get('/api/user/search?page=1&limit=100&removeLoggedInUser=REMOVE');
    expect(list.body.docs.map((d: any) => d.email)).toContain(email);
  });

  it('refuses purchase rights while the account is not released for trading: 422, nothing written', async () => {
    const { client } = await company({ releasedForTrading: false });
    const email = uniqueEmail();
    const res = await client.post('/api/user', { ...NEW_MEMBER, email, purchaseStatus: true });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('purchase_rights_need_release');
    expect(await db.user.count({ where: { email } })).toBe(0);
    expect(await lastEmailTo(email)).toBeNull();
    // Without purchase rights the same user can be created.
    expect((await client.post('/api/user', { ...NEW_MEMBER, email })).status).toBe(201);
  });

  it('refuses purchase rights to a seller team on every brand (docs/profile-team-locations.md)', async () => {
    const { client } = await company({ type: 'SELLER' });
    const email = uniqueEmail();
    const res = await client.post('/api/user', { ...NEW_MEMBER, email, purchaseStatus: true });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('purchase_rights_not_available');
    expect(await db.user.count({ where: { email } })).toBe(0);
  });

  it.each([
    ['malformed e-mail', { email: 'not-an-email' }, 'email', 'email_format_required'],
    ['phone with letters', { phone: 'call me' }, 'phone', 'phone_format_required'],
    ['no last name', { lastName: '' }, 'lastName', 'required'],
    ['unknown salutation', { salutation: 'Herr' }, 'salutation', 'required'],
  ])('%s -> 400 naming the field, nothing written', async (_label, change, field, message) => {
    const { client } = await company();
    const email = (change as any).email ?? uniqueEmail();
    const res = await client.post('/api/user', { ...NEW_MEMBER, email, ...change });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
    expect(await db.user.count({ where: { email } })).toBe(0);
  });

  it('answers 409 already_exists for an e-mail in use', async () => {
    const { client, member } = await company();
    const res = await client.post('/api/user', { ...NEW_MEMBER, email: member.email });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('already_exists');
  });

  it('answers 401 without a session and 403 to a non-admin', async () => {
    expect((await new ApiClient().post('/api/user', { ...NEW_MEMBER, email: uniqueEmail() })).status).toBe(401);
    const { member } = await company();
    const email = uniqueEmail();
    expect((await (await signInAs(member)).post('/api/user', { ...NEW_MEMBER, email })).status).toBe(403);
    expect(await db.user.count({ where: { email } })).toBe(0);
  });
});

describe('GET /api/user/{id}', () => {
  it('gives the caller profile for -1 and a team member to the admin only', async () => {
    const { client, admin, member } = await company();
    const me = await client.get('/api/user/-1');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ _id: admin.id, email: admin.email, typeId: 'buyer', isAdmin: true });
    expect((await client.get(`/api/user/${member.id}`)).body._id).toBe(member.id);
    const memberClient = await signInAs(member);
    expect((await memberClient.get(`/api/user/${admin.id}`)).status).toBe(404);
    const stranger = await company();
    expect((await stranger.client.get(`/api/user/${member.id}`)).status).toBe(404);
    expect((await new ApiClient().get('/api/user/-1')).status).toBe(401);
  });
});

describe('PUT /api/user/{id}', () => {
  it('saves the own non-empty fields; the unchanged e-mail needs no password; answers { message: saved }', async () => {
    const { member } = await company();
    const client = await signInAs(member);
    const res = await client.put('/api/user/-1', { firstName: 'Paula', lastName: '', phone: '+49 30 1234567', email: member.email.toUpperCase(), title: '' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'saved' });
    const row = await db.user.findUniqueOrThrow({ where: { id: member.id } });
    expect(row).toMatchObject({ firstName: 'Paula', lastName: 'User', phone: '+49 30 1234567', email: member.email, username: member.email });
    expect(await db.emailChangeKey.count({ where: { userId: member.id } })).toBe(0);
  });

  it('applies address fields only when useIndividualAddress is provided', async () => {
    const { member } = await company();
    const client = await signInAs(member);
    await client.put('/api/user/-1', { addressLine1: 'Ohne Schalter 1' });
    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).addressLine1).toBe('');
    const res = await client.put('/api/user/-1', {
      useIndividualAddress: true,
      addressLine1: 'Mit Schalter 2',
      addressLine2: 'Karlsruhe',
      postCode: '76131',
      country: 'DE',
    });
    expect(res.status).toBe(200);
    expect(await db.user.findUniqueOrThrow({ where: { id: member.id } })).toMatchObject({
      useIndividualAddress: true,
      addressLine1: 'Mit Schalter 2',
      addressLine2: 'Karlsruhe',
      postCode: '76131',
    });
    const bad = await client.put('/api/user/-1', { useIndividualAddress: true, addressLine1: 'X 1', addressLine2: 'Y', postCode: '123', country: 'DE' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.postCode).toBe('post_code_format_required');
  });

  it('ignores accountId, roles, isAdmin and statusId sent by a non-admin for himself', async () => {
    const { member, account } = await company();
    const other = await createAccount('BUYER');
    const client = await signInAs(member);
    const res = await client.put('/api/user/-1', {
      firstName: 'Ignored',
      accountId: other.id,
      roles: [ROLES.childAccounts, ROLES.purchase],
      isAdmin: true,
      statusId: 200,
      purchaseStatus: true,
    });
    expect(res.status).toBe(200);
    const row = await db.user.findUniqueOrThrow({ where: { id: member.id } });
    expect(row).toMatchObject({ firstName: 'Ignored', accountId: account.id, isAdmin: false, statusId: 100, roles: [ROLES.relationships] });
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it("a buyer cannot change another company's user by id: 404 and the DB unchanged", async () => {
    const victim = await company();
    const attacker = await company();
    const before = await db.user.findUniqueOrThrow({ where: { id: victim.member.id } });
    const res = await attacker.client.put(`/api/user/${victim.member.id}`, { firstName: 'Hacked', statusId: 200, email: uniqueEmail() });
    expect(res.status).toBe(404);
    expect(await db.user.findUniqueOrThrow({ where: { id: victim.member.id } })).toEqual(before);
  });

  it('a non-admin cannot change a colleague: 404 and unchanged', async () => {
    const { member, admin } = await company();
    const client = await signInAs(member);
    const res = await client.put(`/api/user/${admin.id}`, { firstName: 'Hacked' });
    expect(res.status).toBe(404);
    expect((await db.user.findUniqueOrThrow({ where: { id: admin.id } })).firstName).toBe('Test');
  });

  it('an admin blocks a team member, which ends their session; unblocking does not revive it', async () => {
    const { client, member } = await company();
    const memberClient = await signInAs(member);
    expect((await memberClient.get('/api/user')).status).toBe(200);
    const res = await client.put(`/api/user/${member.id}`, { statusId: 200 });
    expect(res.status).toBe(200);
    expect((await memberClient.get('/api/user')).status).toBe(401);
    const list = await client.get('/api/user/search?page=1&limit=100&removeLoggedInUser=REMOVE');
    expect(list.body.docs.find((d: any) => d._id === member.id).accountDisabled).toBe(true);
    expect((await client.put(`/api/user/${member.id}`, { statusId: 100 })).status).toBe(200);
    expect((await memberClient.get('/api/user')).status).toBe(401);
    expect((await (await signInAs(member)).get('/api/user')).status).toBe(200);
    expect(await db.auditLog.count({ where: { event: 'user_blocked', detail: { path: ['targetUserId'], equals: member.id } } })).toBe(1);
  });

  it('an admin removes admin rights and grants and removes purchase rights', async () => {
    const { client, account } = await company();
    const colleague = await createUser({ accountId: account.id, isAdmin: true, roles: [ROLES.relationships] });
    expect((await client.put(`/api/user/${colleague.id}`, { isAdmin: false, purchaseStatus: true })).status).toBe(200);
    let row = await db.user.findUniqueOrThrow({ where: { id: colleague.id } });
    expect(row.isAdmin).toBe(false);
    expect(row.roles.sort()).toEqual([ROLES.purchase, ROLES.relationships].sort());
    // The colleague is no admin any more: creating team users is refused.
    const colleagueClient = await signInAs(colleague);
    expect((await colleagueClient.post('/api/user', { ...NEW_MEMBER, email: uniqueEmail() })).status).toBe(403);
    expect((await client.put(`/api/user/${colleague.id}`, { purchaseStatus: false })).status).toBe(200);
    row = await db.user.findUniqueOrThrow({ where: { id: colleague.id } });
    expect(row.roles).toEqual([ROLES.relationships]);
  });

  it('refuses granting purchase rights in an account not released for trading (422, unchanged)', async () => {
    const { client, member } = await company({ releasedForTrading: false });
    const res = await client.put(`/api/user/${member.id}`, { purchaseStatus: true, firstName: 'Nope' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('purchase_rights_need_release');
    expect(await db.user.findUniqueOrThrow({ where: { id: member.id } })).toMatchObject({ firstName: 'Test', roles: [ROLES.relationships] });
  });

  it('an admin cannot block or demote himself through -1', async () => {
    const { client, admin } = await company();
    expect((await client.put('/api/user/-1', { statusId: 200, isAdmin: false })).status).toBe(200);
    expect(await db.user.findUniqueOrThrow({ where: { id: admin.id } })).toMatchObject({ statusId: 100, isAdmin: true });
  });

  it.each([
    ['id not a number', '/api/user/abc', { firstName: 'X' }, 'id'],
    ['id zero', '/api/user/0', { firstName: 'X' }, 'id'],
    ['malformed e-mail', '/api/user/-1', { email: 'a@b' }, 'email'],
    ['phone with letters', '/api/user/-1', { phone: 'abc' }, 'phone'],
  ])('%s -> 400 naming the field, nothing written', async (_label, path, body, field) => {
    const { member } = await company();
    const client = await signInAs(member);
    const before = await db.user.findUniqueOrThrow({ where: { id: member.id } });
    const res = await client.put(path, body);
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty(field);
    expect(await db.user.findUniqueOrThrow({ where: { id: member.id } })).toEqual(before);
  });

  it("does not tell that an e-mail belongs to another user: the answer equals a free address's", async () => {
    const { member, admin } = await company();
    const client = await signInAs(member);
    const taken = await client.put('/api/user/-1', { email: admin.email, currentPassword: TEST_PASSWORD });
    const free = await client.put('/api/user/-1', { email: uniqueEmail(), currentPassword: TEST_PASSWORD });
    expect(taken.status).toBe(200);
    expect(free.status).toBe(200);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(free.body).sort());
    expect(taken.body).toEqual({ message: 'saved', pendingEmail: admin.email });
    expect(await db.user.findUniqueOrThrow({ where: { id: member.id } })).toMatchObject({ email: member.email });
  });

  it('answers 401 without a session', async () => {
    expect((await new ApiClient().put('/api/user/-1', { firstName: 'X' })).status).toBe(401);
  });
});

describe('DELETE /api/user/{id}', () => {
  it('removes a team member: its session ends, it cannot log in, it leaves the team list, its orders keep its name', async () => {
    const { admin, member, client } = await company();
    const memberClient = await signInAs(member);
    expect((await memberClient.get('/api/user')).status).toBe(200);
    const seller = await createAccount('SELLER');
    const offer = await createOffer(seller.id);
    const window = await db.marketWindow.findFirstOrThrow();
    const order = await db.order.create({
      data: {
        orderNumber: `T-${Math.random().toString(36).slice(2, 10)}`,
        contractNumber: 'K-1',
        pickupNumber: 'P-1',
        buyerAccountId: member.accountId,
        buyerUserId: member.id,
        sellerAccountId: seller.id,
        offerId: offer.id,
        productId: offer.productId,
        terminalId: offer.terminalId,
        quantity: '5',
        price: '95.00',
        net: '4750.00',
        vatRate: '19.00',
        vat: '902.50',
        gross: '5652.50',
        currency: 'EUR',
        windowId: window.id,
      },
    });

    const res = await client.delete(`/api/user/${member.id}`);
    expect(res.status).toBe(200);
    expect((await memberClient.get('/api/user')).status).toBe(401);
    expect(await new ApiClient({ 'x-forwarded-for': freshIp() }).login(member.email, TEST_PASSWORD)).not.toBeNull();
    expect(await new ApiClient({ 'x-forwarded-for': freshIp() }).login(`deleted-${member.id}@deleted.invalid`, TEST_PASSWORD)).not.toBeNull();
    const team = (await client.get('/api/user/search?page=1&limit=100&removeLoggedInUser=REMOVE')).body;
    expect(JSON.stringify(team)).not.toContain(member.email);
    const kept = await db.order.findUniqueOrThrow({ where: { id: order.id }, select: { buyerUserId: true } });
    expect(await db.user.findUniqueOrThrow({ where: { id: kept.buyerUserId }, select: { firstName: true, lastName: true, email: true } })).toMatchObject({
      firstName: member.firstName,
      lastName: member.lastName,
      email: `deleted-${member.id}@deleted.invalid`,
    });
    expect(await db.auditLog.count({ where: { event: 'user_deleted', userId: admin.id } })).toBe(1);
  });

  it('refuses oneself (409), another account’s user and an unknown one (404), a non-admin (403); nothing changes', async () => {
    const { admin, member, client } = await company();
    expect((await client.delete(`/api/user/${admin.id}`)).status).toBe(409);
    expect((await client.delete('/api/user/-1')).status).toBe(409);
    const stranger = await createUser({ type: 'BUYER' });
    expect((await client.delete(`/api/user/${stranger.id}`)).status).toBe(404);
    expect((await client.delete('/api/user/999999999')).status).toBe(404);
    expect((await (await signInAs(member)).delete(`/api/user/${admin.id}`)).status).toBe(403);
    const rows = await db.user.findMany({ where: { id: { in: [admin.id, member.id, stranger.id] } }, select: { statusId: true } });
    expect(rows.every((r) => r.statusId === 100)).toBe(true);
    expect((await new ApiClient().delete(`/api/user/${member.id}`)).status).toBe(401);
  });
});
