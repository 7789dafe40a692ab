import { ApiClient, freshIp, signedIn } from '../helpers/api-client';
import { createUser, db, TEST_PASSWORD } from '../helpers/factories';

afterAll(() => db.$disconnect());

const PATH = '/api/metadata/user/store/gtc-accepted';

describe('GET/POST /api/metadata/user/store/gtc-accepted', () => {
  it('is false for a new user, true after POST, and recorded once with an audit entry', async () => {
    const user = await createUser();
    const c = await signedIn(user.email, TEST_PASSWORD, { 'x-forwarded-for': freshIp() });
    expect((await c.get(PATH)).body).toEqual({ accepted: false });
    expect((await c.get('/api/user')).body.gtcAccepted).toBe(false);

    const accept = await c.post(PATH);
    expect(accept.status).toBe(200);
    expect(accept.body).toEqual({ accepted: true });
    expect((await c.get(PATH)).body).toEqual({ accepted: true });
    expect((await c.get('/api/user')).body.gtcAccepted).toBe(true);

    // A second accept (double click) is no error and no second record.
    expect((await c.post(PATH)).status).toBe(200);
    expect(await db.termsAcceptance.count({ where: { userId: user.id } })).toBe(1);
    expect(await db.auditLog.count({ where: { userId: user.id, event: 'terms_accepted' } })).toBe(1);
  });

  it('answers 401 without a session', async () => {
    const anonymous = new ApiClient();
    expect((await anonymous.get(PATH)).status).toBe(401);
    expect((await anonymous.post(PATH)).status).toBe(401);
  });

  it('refuses a POST from another site (CSRF)', async () => {
    const user = await createUser();
    const c = await signedIn(user.email, TEST_PASSWORD, { 'x-forwarded-for': freshIp() });
    expect((await c.post(PATH, undefined, { origin: 'https://evil.example' })).status).toBe(403);
    expect(await db.termsAcceptance.count({ where: { userId: user.id } })).toBe(0);
  });
});
