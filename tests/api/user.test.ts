import { ApiClient, signedIn } from '../helpers/api-client';

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

  it('refuses an X-Account-Type the user does not have', async () => {
    const client = await signedIn('buyer@demo.fuel');
    expect((await client.get('/api/user', { 'x-account-type': 'seller' })).status).toBe(403);
    expect((await client.get('/api/user', { 'x-account-type': 'buyer' })).status).toBe(200);
  });
});
