import { TERMS_VERSION } from '@/lib/auth/terms';
import { ApiClient, signedIn } from '../helpers/api-client';
import { createAccount, createUser, db } from '../helpers/factories';
import { signInAs } from '../helpers/sign-in-as';

afterAll(() => db.$disconnect());

describe('GET /api/user', () => {
  it('answers 401 without a session cookie', async () => {
    const res = await new ApiClient().get('/api/user');
    expect(res.status).toBe(401);
  });

  it('answers 401 with a tampered session cookie', async () => {
    const client = await signedIn('buyer@demo.fuel');
    const cookie = client.cookieHeader().match(/next-auth\.session-token=([^;]+)/)![1];
    client.setCookie('next-auth.session-token', cookie.slice(0, -4) + 'AAAA');
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('still answers 401 with the guard-bypass header of CVE-2025-29927', async () => {
    const res = await new ApiClient().get('/api/user', { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' });
    expect(res.status).toBe(401);
  });

  it('restores the session with the contract fields', async () => {
    const client = await signedIn('buyer@demo.fuel');
    const res = await client.get('/api/user');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      username: 'buyer@demo.fuel',
      email: 'buyer@demo.fuel',
      firstName: 'Jana',
      lastName: 'Müller',
      account: { type: 'buyer' },
      type_id: 'buyer',
    });
    expect(typeof res.body._id).toBe('number');
    expect(typeof res.body.accountId).toBe('number');
  });

  it('answers the account and what changed since sign-in, read at this request', async () => {
    const account = await createAccount('SELLER', { features: ['triggers'] });
    const user = await createUser({ accountId: account.id, roles: ['MyRelationships_View'], features: ['newsBox'] });
    const client = await signInAs(user);
    await db.user.update({ where: { id: user.id }, data: { firstName: 'Renamed', isAdmin: true } });
    await db.account.update({ where: { id: account.id }, data: { name: `${account.name} AG` } });
    await db.termsAcceptance.create({ data: { userId: user.id, version: TERMS_VERSION } });
    const res = await client.get('/api/user');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      _id: user.id,
      userId: user.id,
      username: user.username,
      accountId: account.id,
      account: { id: account.id, type: 'seller', platform: account.platformId, name: `${account.name} AG` },
      email: user.email,
      firstName: 'Renamed',
      lastName: 'User',
      type_id: 'seller',
      roles: ['MyRelationships_View'],
      features: ['triggers', 'newsBox'],
      isAdmin: true,
      gtcAccepted: true,
    });
  });

  it('refuses an X-Account-Type the user does not have', async () => {
    const client = await signedIn('buyer@demo.fuel');
    expect((await client.get('/api/user', { 'x-account-type': 'seller' })).status).toBe(403);
    expect((await client.get('/api/user', { 'x-account-type': 'buyer' })).status).toBe(200);
  });
});
