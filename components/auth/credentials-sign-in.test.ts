import { signInOutcome } from './credentials-sign-in';

describe('signInOutcome (the answer of POST /api/auth/callback/credentials with json=true)', () => {
  test.each([
    [200, { url: 'http://localhost:3000/login' }, { ok: true }],
    [401, { url: 'http://localhost:3000/api/auth/error?error=login_failed' }, { ok: false, error: 'login_failed' }],
    [200, { url: 'http://localhost:3000/api/auth/error?error=code_required' }, { ok: false, error: 'code_required' }],
    // A lock with its end, which the login form names.
    [
      401,
      { url: 'http://localhost:3000/login?error=login_locked&until=2026-01-10T09%3A15%3A00.000Z' },
      { ok: false, error: 'login_locked', until: '2026-01-10T09:15:00.000Z' },
    ],
    // The password-hash cap: 503 with Retry-After, the error in next-auth's body.
    [503, { url: 'http://localhost:3000/api/auth/error?error=try_again_later' }, { ok: false, error: 'try_again_later' }],
    // A token that no longer fits its cookie: next-auth sends the browser to its sign-in page.
    [200, { url: 'http://localhost:3000/api/auth/signin?csrf=true' }, { ok: false, staleToken: true }],
    [500, null, { ok: false, error: 'technical_error' }],
    [200, { something: 'else' }, { ok: false, error: 'technical_error' }],
  ])('%i %j', (status, body, outcome) => {
    expect(signInOutcome(status, body)).toEqual(outcome);
  });
});
