import { ApiClient, freshIp } from '../helpers/api-client';
import { createUser, db, lastEmailTo, TEST_PASSWORD } from '../helpers/factories';
import { signInAs } from '../helpers/sign-in-as';

/**
 * Two-factor login switched by the user in the profile (current password and a mailed code) and
 * required by a company admin for the whole company (design 3).
 */
afterAll(() => db.$disconnect());

const fresh = () => new ApiClient({ 'x-forwarded-for': freshIp() });

async function codeFrom(email: string, template: string): Promise<string> {
  const mail = await lastEmailTo(email);
  expect(mail?.template).toBe(template);
  return mail!.body.match(/\b(\d{6})\b/)![1];
}

const stored = async (id: number) => (await db.user.findUniqueOrThrow({ where: { id } })).twoFactorEnabled;

test('a user turns it on with the current password and the mailed code; from then on the login asks for a code', async () => {
  const user = await createUser();
  const client = await signInAs(user);
  expect((await client.get('/api/user/two-factor')).body).toEqual({ enabled: false, required: false });

  const wrong = await client.post('/api/user/two-factor/code', { currentPassword: 'Falsch-Passw0rt' });
  expect([wrong.status, wrong.body.fields]).toEqual([400, { currentPassword: 'wrong_password' }]);
  expect(await lastEmailTo(user.email)).toBeNull();

  expect((await client.post('/api/user/two-factor/code', { currentPassword: TEST_PASSWORD })).status).toBe(200);
  const code = await codeFrom(user.email, 'two_factor_confirm');
  // The password is checked again, and a wrong code changes nothing.
  const badCode = await client.put('/api/user/two-factor', { enabled: true, currentPassword: TEST_PASSWORD, code: code === '000000' ? '000001' : '000000' });
  expect([badCode.status, badCode.body.fields]).toEqual([400, { code: 'code_invalid' }]);
  const badPassword = await client.put('/api/user/two-factor', { enabled: true, currentPassword: 'Falsch-Passw0rt', code });
  expect(badPassword.body.fields).toEqual({ currentPassword: 'wrong_password' });
  expect(await stored(user.id)).toBe(false);

  const on = await client.put('/api/user/two-factor', { enabled: true, currentPassword: TEST_PASSWORD, code });
  expect([on.status, on.body]).toEqual([200, { enabled: true, required: false }]);
  expect(await stored(user.id)).toBe(true);
  // The code is used up.
  expect((await client.put('/api/user/two-factor', { enabled: false, currentPassword: TEST_PASSWORD, code })).body.fields).toEqual({ code: 'code_invalid' });
  expect(await fresh().login(user.email, TEST_PASSWORD)).toBe('code_required');

  // And off again the same way: the login no longer asks.
  await client.post('/api/user/two-factor/code', { currentPassword: TEST_PASSWORD });
  const off = await client.put('/api/user/two-factor', {
    enabled: false,
    currentPassword: TEST_PASSWORD,
    code: await codeFrom(user.email, 'two_factor_confirm'),
  });
  expect(off.body).toEqual({ enabled: false, required: false });
  expect(await fresh().login(user.email, TEST_PASSWORD)).toBeNull();
});

test('a company admin requires it: every user of the company needs a code, and none can turn it off', async () => {
  const admin = await createUser({ isAdmin: true });
  const member = await createUser({ accountId: admin.accountId });
  const other = await createUser();
  const adminClient = await signInAs(admin);
  const memberClient = await signInAs(member);

  expect((await memberClient.put('/api/account/two-factor', { required: true })).status).toBe(403);
  const required = await adminClient.put('/api/account/two-factor', { required: true });
  expect([required.status, required.body]).toEqual([200, { required: true }]);
  expect(await db.auditLog.count({ where: { event: 'two_factor_requirement_changed', accountId: admin.accountId } })).toBe(1);

  expect(await fresh().login(member.email, TEST_PASSWORD)).toBe('code_required');
  expect(await fresh().login(admin.email, TEST_PASSWORD)).toBe('code_required');
  expect(await fresh().login(other.email, TEST_PASSWORD)).toBeNull();
  expect((await memberClient.get('/api/user/two-factor')).body).toEqual({ enabled: false, required: true });

  await memberClient.post('/api/user/two-factor/code', { currentPassword: TEST_PASSWORD });
  const off = await memberClient.put('/api/user/two-factor', {
    enabled: false,
    currentPassword: TEST_PASSWORD,
    code: await codeFrom(member.email, 'two_factor_confirm'),
  });
  expect([off.status, off.body.message]).toEqual([409, 'two_factor_required_by_company']);

  await adminClient.put('/api/account/two-factor', { required: false });
  expect(await fresh().login(member.email, TEST_PASSWORD)).toBeNull();
});
