import { hashResetKey } from '@/lib/auth/issue-reset-link';
import { checkout } from '@/lib/basket/checkout';
import { ApiClient, freshIp } from '../helpers/api-client';
import { createAccount, createUser, db, lastEmailTo, lockLogins, TEST_PASSWORD } from '../helpers/factories';
import { createOffer, createSellerFor, removeMarketData } from '../helpers/market-factories';
import { orderableBasket } from '../helpers/basket-choices';
import { buyerOf, newKey, sellerWithOffer } from '../helpers/market-setup';
import { signInAs } from '../helpers/sign-in-as';

/** The operator's calls (design 3, 11; trading-domain 4, 6): company accounts, their users, the audit log. */
const sellers: number[] = [];
afterAll(async () => {
  await removeMarketData(sellers);
  await db.$disconnect();
});

const unique = () => Math.random().toString(36).slice(2, 10);

async function operator() {
  const platform = await db.platform.findFirstOrThrow({ where: { brandId: process.env.BRAND ?? 'fuelmarket' } });
  const account = await db.account.findFirstOrThrow({ where: { type: 'OPERATOR', platformId: platform.id } });
  const user = await createUser({ accountId: account.id, isAdmin: true, roles: [] });
  return { account, user, client: await signInAs(user) };
}

const company = (kind: string, extra: Record<string, unknown> = {}) => ({
  kind,
  name: `Neukunde ${unique()} GmbH`,
  addressLine1: 'Hafenstraße 5',
  postCode: '20457',
  city: 'Hamburg',
  country: 'DE',
  admin: { salutation: 'Ms', firstName: 'Ida', lastName: 'Krause', email: `ida-${unique()}@test.fuel` },
  ...extra,
});

const NEW_PASSWORD = 'Neues-Passw0rt';
const keyOf = async (email: string) => /passwort\/reset\/([\w-]+)/.exec((await lastEmailTo(email))!.body)![1];
const setPassword = (key: string) =>
  new ApiClient({ 'x-forwarded-for': freshIp() }).post(`/api/password/reset/${key}`, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });

describe('refusals', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/operator/accounts'],
    ['POST', '/api/operator/accounts', company('BUYER')],
    ['GET', '/api/operator/accounts/1'],
    ['PUT', '/api/operator/accounts/1', { version: 1, blocked: true }],
    ['GET', '/api/operator/accounts/1/users'],
    ['PUT', '/api/operator/users/1', { blocked: true }],
    ['DELETE', '/api/operator/users/1'],
    ['POST', '/api/operator/users/1/welcome'],
    ['GET', '/api/operator/audit?accountId=1'],
  ];

  it.each(['BUYER', 'SELLER', 'ADMIN'] as const)('answers 403 to a %s admin on every call and 401 without a session', async (type) => {
    const client = await signInAs(await createUser({ type, isAdmin: true }));
    const anonymous = new ApiClient({ 'x-forwarded-for': freshIp() });
    for (const [method, path, body] of calls) {
      expect([method, path, (await client.request(method, path, { body })).status]).toEqual([method, path, 403]);
      expect([method, path, (await anonymous.request(method, path, { body })).status]).toEqual([method, path, 401]);
    }
  });

  it('answers 400 to bad bodies and queries with the field keys', async () => {
    const { client } = await operator();
    const bad = await client.post('/api/operator/accounts', { ...company('SHAREHOLDER'), postCode: '1', admin: { email: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ postCode: 'post_code_format_required', parentId: 'parent_required', 'admin.email': 'email_format_required' });
    expect((await client.get('/api/operator/accounts?type=KING')).status).toBe(400);
    expect((await client.get('/api/operator/accounts?page=0')).status).toBe(400);
    const target = await createAccount('BUYER', { isShareholder: true, parentId: (await createAccount('BUYER')).id });
    const noVersion = await client.put(`/api/operator/accounts/${target.id}`, { blocked: true });
    expect(noVersion.body.fields).toEqual({ version: 'version_required' });
    const negativeCut = await client.put(`/api/operator/accounts/${target.id}`, {
      version: 1,
      shareholderTerms: { priceAdjustment: null, creditLimit: null, creditDays: 10, collectionCutDays: 0, terminalIds: [], purchaseLimits: [] },
    });
    expect(negativeCut.status).toBe(400);
    expect(negativeCut.body.fields).toMatchObject({
      'shareholderTerms.collectionCutDays': 'collection_cut_positive',
      'shareholderTerms.creditDays': 'credit_days_options',
    });
    expect((await client.put('/api/operator/users/1', {})).status).toBe(400);
    expect((await client.get('/api/operator/accounts/abc')).status).toBe(400);
  });
});

describe('company accounts', () => {
  it('creates a buyer with its first admin, who is mailed a working set-password link, and audits it', async () => {
    const { client, user } = await operator();
    const body = company('BUYER');
    const res = await client.post('/api/operator/accounts', body);
    expect(res.status).toBe(201);
    expect(res.body.account).toMatchObject({
      name: body.name,
      kind: 'BUYER',
      type: 'BUYER',
      blocked: false,
      releasedForTrading: false,
      version: 1,
      userCount: 1,
    });
    const admin = await db.user.findUniqueOrThrow({ where: { email: body.admin.email } });
    expect(admin).toMatchObject({ accountId: res.body.account.id, isAdmin: true, firstName: 'Ida' });
    const mail = await lastEmailTo(body.admin.email);
    expect(mail?.template).toBe('welcome');
    const key = /passwort\/reset\/([\w-]+)/.exec(mail!.body)![1];
    const stored = await db.passwordResetKey.findUniqueOrThrow({ where: { keyHash: hashResetKey(key) } });
    expect(stored).toMatchObject({ userId: admin.id, usedAt: null });
    // A welcome link holds a week, a reset link an hour.
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeGreaterThan(6.9 * 86_400_000);
    const entry = await db.auditLog.findFirstOrThrow({ where: { event: 'operator_account_created', accountId: res.body.account.id } });
    expect(entry.userId).toBe(user.id);

    const again = await client.post('/api/operator/accounts', { ...company('SELLER'), admin: body.admin });
    expect(again.status).toBe(400);
    expect(again.body.fields).toEqual({ 'admin.email': 'email_in_use' });
  });

  it('creates a shareholder child under a buyer parent only', async () => {
    const { client } = await operator();
    const parent = await createAccount('BUYER');
    const seller = await createAccount('SELLER');
    const child = await client.post('/api/operator/accounts', company('SHAREHOLDER', { parentId: parent.id }));
    expect(child.status).toBe(201);
    expect(child.body.account).toMatchObject({ kind: 'SHAREHOLDER', parentId: parent.id, parentName: parent.name });
    const underSeller = await client.post('/api/operator/accounts', company('SHAREHOLDER', { parentId: seller.id }));
    expect(underSeller.body.fields).toEqual({ parentId: 'parent_not_found' });
  });

  it('gives the parent’s admins the roles of /aviaten with its first shareholder child, audited', async () => {
    const { client, user: self } = await operator();
    const body = company('BUYER');
    const parent = (await client.post('/api/operator/accounts', body)).body.account;
    expect((await setPassword(await keyOf(body.admin.email))).status).toBe(200);
    const admin = new ApiClient({ 'x-forwarded-for': freshIp() });
    expect(await admin.login(body.admin.email, NEW_PASSWORD)).toBeNull();
    expect((await admin.get('/api/accounts/children')).status).toBe(403);

    const child = (await client.post('/api/operator/accounts', company('SHAREHOLDER', { parentId: parent.id }))).body.account;
    const children = await admin.get('/api/accounts/children');
    expect([children.status, children.body.accounts]).toEqual([200, [{ id: child.id, name: child.name, isShareholder: true }]]);
    const { id: adminId } = await db.user.findUniqueOrThrow({ where: { email: body.admin.email } });
    const granted = await db.auditLog.findMany({ where: { event: 'operator_roles_granted', accountId: parent.id } });
    expect(granted).toEqual([
      expect.objectContaining({
        userId: self.id,
        detail: {
          targetUserId: adminId,
          before: { roles: ['MyRelationships_View', 'MyOffers_Purchase'] },
          after: { roles: ['MyRelationships_View', 'MyOffers_Purchase', 'ChildAccounts_View', 'ChildAccounts_Offers_View'] },
        },
      }),
    ]);
    // A second child grants nothing new.
    await client.post('/api/operator/accounts', company('SHAREHOLDER', { parentId: parent.id }));
    expect(await db.auditLog.count({ where: { event: 'operator_roles_granted', accountId: parent.id } })).toBe(1);
  });

  it('waits for a release for a buyer and a seller alike: created without one, neither is active', async () => {
    const { client } = await operator();
    const tag = unique();
    const seller = (await client.post('/api/operator/accounts', company('SELLER', { name: `Freigabe ${tag} Lieferant` }))).body.account;
    const buyer = (await client.post('/api/operator/accounts', company('BUYER', { name: `Freigabe ${tag} Kunde` }))).body.account;
    const released = (await client.post('/api/operator/accounts', company('SELLER', { name: `Freigabe ${tag} Handel`, releasedForTrading: true }))).body
      .account;
    expect([seller.releasedForTrading, seller.status, buyer.status, released.status]).toEqual([false, 'NOT_RELEASED', 'NOT_RELEASED', 'ACTIVE']);
    const ids = async (status: string) => (await client.get(`/api/operator/accounts?query=${tag}&status=${status}`)).body.accounts.map((a: any) => a.id);
    expect(await ids('ACTIVE')).toEqual([released.id]);
    expect(await ids('NOT_RELEASED')).toEqual([buyer.id, seller.id]);
  });

  it('lists and searches by name, type and status, and reads one account with its terms', async () => {
    const { client } = await operator();
    const tag = unique();
    const parent = await createAccount('BUYER', { name: `Suche ${tag} Mutter` });
    const child = await createAccount('BUYER', { name: `Suche ${tag} Filiale`, parentId: parent.id, isShareholder: true, collectionCutDays: 3 });
    const blocked = await createAccount('SELLER', { name: `Suche ${tag} Lieferant`, blocked: true });
    const names = async (query: string) => (await client.get(`/api/operator/accounts?query=${tag}${query}`)).body.accounts.map((a: any) => a.id);
    // By name: Filiale, Lieferant, Mutter.
    expect(await names('')).toEqual([child.id, blocked.id, parent.id]);
    expect(await names('&type=SHAREHOLDER')).toEqual([child.id]);
    expect(await names('&type=BUYER')).toEqual([parent.id]);
    expect(await names('&status=BLOCKED')).toEqual([blocked.id]);
    expect((await client.get(`/api/operator/accounts?query=${tag.toUpperCase()}`)).body.total).toBe(3);
    const detail = await client.get(`/api/operator/accounts/${child.id}`);
    expect(detail.body.account.shareholderTerms).toEqual({
      priceAdjustment: null,
      creditLimit: null,
      creditDays: null,
      collectionCutDays: 3,
      terminalIds: [],
      purchaseLimits: [],
    });
    expect((await client.get(`/api/operator/accounts/${parent.id}`)).body.account.shareholderTerms).toBeNull();
    expect((await client.get('/api/operator/accounts/2147483000')).status).toBe(404);
  });

  it('edits company data and terms with the version; a stale version is 409 with the current account', async () => {
    const { client } = await operator();
    const parent = await createAccount('BUYER');
    const child = await createAccount('BUYER', { parentId: parent.id, isShareholder: true });
    const product = await db.product.findFirstOrThrow({ where: { type: 'FUEL' } });
    const terminal = await db.terminal.findFirstOrThrow({ where: { code: 'HH1' } });
    const terms = {
      priceAdjustment: '-0,35',
      creditLimit: '50000',
      creditDays: 14,
      collectionCutDays: 5,
      terminalIds: [terminal.id],
      purchaseLimits: [{ productId: product.id, limitCbm: '25' }],
    };
    const saved = await client.put(`/api/operator/accounts/${child.id}`, {
      version: 1,
      name: 'Filiale Neu',
      shareholderTerms: terms,
      releasedForTrading: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.account).toMatchObject({
      name: 'Filiale Neu',
      version: 2,
      releasedForTrading: true,
      shareholderTerms: {
        priceAdjustment: '-0.35',
        creditLimit: '50000',
        creditDays: 14,
        collectionCutDays: 5,
        terminalIds: [terminal.id],
        purchaseLimits: [{ productId: product.id, limitCbm: '25' }],
      },
    });
    const stale = await client.put(`/api/operator/accounts/${child.id}`, { version: 1, name: 'Zu spät' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: 'account_edited_elsewhere', data: { account: { name: 'Filiale Neu', version: 2 } } });
    const notShareholder = await client.put(`/api/operator/accounts/${parent.id}`, { version: 1, shareholderTerms: terms });
    expect(notShareholder.body.fields).toEqual({ shareholderTerms: 'not_a_shareholder' });

    const audit = await client.get(`/api/operator/audit?accountId=${child.id}`);
    expect(audit.status).toBe(200);
    expect(audit.body.entries[0]).toMatchObject({
      event: 'operator_account_updated',
      accountId: child.id,
      accountName: 'Filiale Neu',
      detail: { before: { name: child.name, version: 1 }, after: { name: 'Filiale Neu', version: 2 } },
    });
    expect(audit.body.entries[0].userName).toBe('Test User');
    const all = await client.get('/api/operator/audit');
    expect(all.body.entries.every((e: any) => e.event.startsWith('operator_'))).toBe(true);
    expect(all.body.entries.map((e: any) => [e.accountId, e.accountName])).toContainEqual([child.id, 'Filiale Neu']);
  });

  it('sets a seller’s features, which its users have at their next request, and only those the brand offers', async () => {
    const { client } = await operator();
    const seller = await createAccount('SELLER');
    const session = await signInAs(await createUser({ accountId: seller.id, isAdmin: true }));
    const saved = await client.put(`/api/operator/accounts/${seller.id}`, { version: 1, features: ['triggers', 'productAdditives', 'newsBox'] });
    expect(saved.status).toBe(200);
    expect(saved.body.account).toMatchObject({ version: 2, features: ['triggers', 'productAdditives', 'newsBox'] });
    expect((await session.get('/api/generic/metadata')).body.features).toEqual(expect.arrayContaining(['triggers', 'productAdditives', 'newsBox']));
    const audit = await client.get(`/api/operator/audit?accountId=${seller.id}`);
    expect(audit.body.entries[0].detail).toMatchObject({ before: { features: [] }, after: { features: ['triggers', 'productAdditives', 'newsBox'] } });
    // This brand has no pool master; a buyer has no seller features.
    const master = await client.put(`/api/operator/accounts/${seller.id}`, { version: 2, features: ['globalRulesMaster'] });
    expect([master.status, master.body.fields]).toEqual([400, { features: 'feature_not_in_brand' }]);
    const buyer = await createAccount('BUYER');
    expect((await client.put(`/api/operator/accounts/${buyer.id}`, { version: 1, features: ['newsBox'] })).body.fields).toEqual({ features: 'not_a_seller' });
    expect((await client.put(`/api/operator/accounts/${seller.id}`, { version: 2, features: ['flying'] })).body.fields).toEqual({
      'features.0': 'feature_unknown',
    });
    expect((await client.put(`/api/operator/accounts/${seller.id}`, { version: 2, features: [] })).body.account.features).toEqual([]);
    expect((await session.get('/api/generic/metadata')).body.features).not.toContain('triggers');
  });

  it('refuses to block its own operator account', async () => {
    const { client, account } = await operator();
    const res = await client.put(`/api/operator/accounts/${account.id}`, {
      version: (await db.account.findUniqueOrThrow({ where: { id: account.id } })).version,
      blocked: true,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('own_account_not_blockable');
  });
});

describe('deleting a user who ordered', () => {
  it('keeps the order with the user’s name, for the buyer’s and the seller’s eyes', async () => {
    const { client } = await operator();
    const { seller, offer } = await sellerWithOffer({ volume: '50' });
    const buyer = await buyerOf(seller.id);
    const basket = await orderableBasket(buyer, { offerId: offer.id, quantity: '5' });
    const { orders } = await checkout(buyer, basket._id, { termsAccepted: true, orderChecked: true, idempotencyKey: newKey() });
    expect((await client.delete(`/api/operator/users/${buyer.userId}`)).status).toBe(200);

    expect(await db.order.findUniqueOrThrow({ where: { id: orders[0]._id } })).toMatchObject({ buyerUserId: buyer.userId, buyerAccountId: buyer.accountId });
    const sellerAdmin = await signInAs(await createUser({ accountId: seller.id, isAdmin: true }));
    const detail = await sellerAdmin.get(`/api/orders/${orders[0]._id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ orderId: orders[0].orderId, orderedBy: 'Test User' });
  });
});

describe('the welcome mail', () => {
  it('is sent again with a new link to a user without a password, the old link void, audited; not once the password is set', async () => {
    const { client, user: self } = await operator();
    const body = company('BUYER');
    const created = await client.post('/api/operator/accounts', body);
    const { adminUserId } = created.body;
    const firstKey = await keyOf(body.admin.email);
    const listed = async () => (await client.get(`/api/operator/accounts/${created.body.account.id}/users`)).body.users[0];
    expect(await listed()).toMatchObject({ id: adminUserId, passwordSet: false });

    const resent = await client.post(`/api/operator/users/${adminUserId}/welcome`);
    expect(resent.status).toBe(200);
    const mail = await lastEmailTo(body.admin.email);
    expect(mail?.template).toBe('welcome');
    const secondKey = await keyOf(body.admin.email);
    expect(secondKey).not.toBe(firstKey);
    expect((await setPassword(firstKey)).body.message).toBe('reset_link_expired');
    const entry = await db.auditLog.findFirstOrThrow({ where: { event: 'operator_welcome_resent', accountId: created.body.account.id } });
    expect(entry).toMatchObject({ userId: self.id, detail: { targetUserId: adminUserId } });

    expect((await setPassword(secondKey)).status).toBe(200);
    expect(await listed()).toMatchObject({ passwordSet: true });
    const again = await client.post(`/api/operator/users/${adminUserId}/welcome`);
    expect([again.status, again.body.message]).toEqual([409, 'password_already_set']);
    expect(await lastEmailTo(body.admin.email)).toMatchObject({ id: mail!.id });
    // A user who was made with a password has one.
    const member = await createUser({ type: 'BUYER' });
    expect((await client.post(`/api/operator/users/${member.id}/welcome`)).status).toBe(409);
  });
});

describe('blocking', () => {
  it('ends a live session of the blocked account at its next request and refuses its login', async () => {
    const { client } = await operator();
    const buyer = await createUser({ type: 'BUYER', isAdmin: true });
    const session = await signInAs(buyer);
    expect((await session.get('/api/user/-1')).status).toBe(200);
    const blocked = await client.put(`/api/operator/accounts/${buyer.accountId}`, { version: 1, blocked: true });
    expect(blocked.body.account.blocked).toBe(true);
    expect((await session.get('/api/user/-1')).status).toBe(401);
    expect(await new ApiClient({ 'x-forwarded-for': freshIp() }).login(buyer.email, TEST_PASSWORD)).toBe('login_blocked');
    // Unblocked, the old session stays ended; a new login works.
    await client.put(`/api/operator/accounts/${buyer.accountId}`, { version: 2, blocked: false });
    expect((await session.get('/api/user/-1')).status).toBe(401);
    expect(await new ApiClient({ 'x-forwarded-for': freshIp() }).login(buyer.email, TEST_PASSWORD)).toBeNull();
  });

  it('takes a blocked seller’s offers off the market at once', async () => {
    const { client } = await operator();
    const buyer = await createUser({ type: 'BUYER' });
    const seller = await createSellerFor(buyer.accountId);
    sellers.push(seller.id);
    const offer = await createOffer(seller.id);
    const market = await signInAs(buyer);
    const shown = async () => (await market.get('/api/v2/offers')).body.offers.map((o: any) => o._id);
    expect(await shown()).toContain(offer.id);
    await client.put(`/api/operator/accounts/${seller.id}`, { version: 1, blocked: true });
    expect(await shown()).not.toContain(offer.id);
    await client.put(`/api/operator/accounts/${seller.id}`, { version: 2, blocked: false });
    expect(await shown()).toContain(offer.id);
  });
});

describe('users of an account', () => {
  it('lists, blocks, unblocks and unlocks users, and ends a blocked user’s session', async () => {
    const { client } = await operator();
    const account = await createAccount('BUYER');
    const member = await createUser({ accountId: account.id });
    const list = await client.get(`/api/operator/accounts/${account.id}/users`);
    expect(list.body.users).toEqual([expect.objectContaining({ id: member.id, email: member.email, blocked: false, locked: false })]);

    const session = await signInAs(member);
    const blocked = await client.put(`/api/operator/users/${member.id}`, { blocked: true });
    expect(blocked.body.user).toMatchObject({ blocked: true });
    expect((await session.get('/api/user/-1')).status).toBe(401);
    await client.put(`/api/operator/users/${member.id}`, { blocked: false });

    await lockLogins(member.email, 240);
    expect(await new ApiClient({ 'x-forwarded-for': freshIp() }).login(member.email, TEST_PASSWORD)).toBe('login_locked');
    expect((await client.get(`/api/operator/accounts/${account.id}/users`)).body.users).toEqual([expect.objectContaining({ id: member.id, locked: true })]);
    const unlocked = await client.put(`/api/operator/users/${member.id}`, { locked: false });
    expect(unlocked.body.user).toMatchObject({ blocked: false, locked: false });
    expect(await new ApiClient({ 'x-forwarded-for': freshIp() }).login(member.email, TEST_PASSWORD)).toBeNull();
    expect(await db.auditLog.count({ where: { event: 'operator_user_updated', accountId: account.id } })).toBe(3);
  });

  it('deletes a user: the orders keep the name, the login and the address are gone', async () => {
    const { client, user: self } = await operator();
    const member = await createUser({ type: 'BUYER' });
    const res = await client.delete(`/api/operator/users/${member.id}`);
    expect(res.status).toBe(200);
    const kept = await db.user.findUniqueOrThrow({ where: { id: member.id } });
    expect(kept).toMatchObject({ firstName: 'Test', lastName: 'User', statusId: 900, roles: [] });
    expect(kept.email).not.toBe(member.email);
    expect(await new ApiClient({ 'x-forwarded-for': freshIp() }).login(member.email, TEST_PASSWORD)).toBe('login_failed');
    expect((await client.get(`/api/operator/accounts/${member.accountId}/users`)).body.users).toEqual([]);
    expect((await client.delete(`/api/operator/users/${member.id}`)).status).toBe(404);
    expect((await client.delete(`/api/operator/users/${self.id}`)).body.message).toBe('own_user_not_deletable');
    const audit = await client.get(`/api/operator/audit?accountId=${member.accountId}`);
    expect(audit.body.entries[0]).toMatchObject({
      event: 'operator_user_deleted',
      detail: { targetUserId: member.id, before: { email: member.email }, after: null },
    });
  });
});

describe('no way around the operator’s block and deletion', () => {
  const login = (email: string) => new ApiClient({ 'x-forwarded-for': freshIp() }).login(email, TEST_PASSWORD);

  it('a company admin cannot lift a block by the operator; only the operator can', async () => {
    const { client } = await operator();
    const account = await createAccount('BUYER');
    const admin = await signInAs(await createUser({ accountId: account.id, isAdmin: true }));
    const member = await createUser({ accountId: account.id });
    const blocked = await client.put(`/api/operator/users/${member.id}`, { blocked: true });
    expect(blocked.body.user).toMatchObject({ blocked: true, blockedByOperator: true });

    for (const statusId of [100, 200]) {
      const lift = await admin.put(`/api/user/${member.id}`, { statusId });
      expect([lift.status, lift.body.message]).toEqual([403, 'user_blocked_by_operator']);
    }
    expect((await admin.put(`/api/user/${member.id}`, { statusId: 150 })).body.fields).toEqual({ statusId: 'invalid_value' });
    expect(await login(member.email)).toBe('login_blocked');
    const team = await admin.get('/api/user/search?page=1&limit=100&removeLoggedInUser=REMOVE');
    expect(team.body.docs.find((d: any) => d._id === member.id)).toMatchObject({ statusId: 300, accountDisabled: true });

    expect((await client.put(`/api/operator/users/${member.id}`, { blocked: false })).body.user).toMatchObject({ blocked: false, blockedByOperator: false });
    expect(await login(member.email)).toBeNull();
  });

  it('the operator’s block takes over a block by the company, which then cannot lift it', async () => {
    const { client } = await operator();
    const account = await createAccount('BUYER');
    const admin = await signInAs(await createUser({ accountId: account.id, isAdmin: true }));
    const member = await createUser({ accountId: account.id });
    expect((await admin.put(`/api/user/${member.id}`, { statusId: 200 })).status).toBe(200);
    const listed = (await client.get(`/api/operator/accounts/${account.id}/users`)).body.users.find((u: any) => u.id === member.id);
    expect(listed).toMatchObject({ blocked: true, blockedByOperator: false });
    await client.put(`/api/operator/users/${member.id}`, { blocked: true });
    expect((await admin.put(`/api/user/${member.id}`, { statusId: 100 })).status).toBe(403);
    expect(await login(member.email)).toBe('login_blocked');
  });

  it('a user the operator deleted is unknown to its company admin and gets no reset link', async () => {
    const { client } = await operator();
    const account = await createAccount('BUYER');
    const admin = await signInAs(await createUser({ accountId: account.id, isAdmin: true }));
    const member = await createUser({ accountId: account.id });
    expect((await client.delete(`/api/operator/users/${member.id}`)).status).toBe(200);
    const { email } = await db.user.findUniqueOrThrow({ where: { id: member.id } });

    const revive = await admin.put(`/api/user/${member.id}`, { statusId: 100, email: `revived-${unique()}@test.fuel` });
    expect(revive.status).toBe(404);
    expect((await admin.put(`/api/user/${member.id}`, { firstName: 'Wieder' })).status).toBe(404);
    expect(await db.user.findUniqueOrThrow({ where: { id: member.id } })).toMatchObject({ statusId: 900, firstName: 'Test', email });
    expect(await db.emailChangeKey.count({ where: { userId: member.id } })).toBe(0);

    const reset = await new ApiClient({ 'x-forwarded-for': freshIp() }).post('/api/password/reset', { email });
    expect([reset.status, reset.body]).toEqual([200, { success: true }]);
    expect(await lastEmailTo(email)).toBeNull();
    expect(await db.passwordResetKey.count({ where: { userId: member.id } })).toBe(0);
  });
});
