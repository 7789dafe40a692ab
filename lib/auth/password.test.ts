import { DUMMY_HASH, hashingGate, passwordProblem, verifyPassword } from './password';
import { ZPasswordChange, ZPasswordReset } from './schemas';

describe('passwordProblem (trading-domain 5)', () => {
  it.each([
    ['', 'password_too_short'],
    ['Ab1!xyz', 'password_too_short'],
    ['DEMO-PASS1', 'password_needs_lowercase'],
    ['demo-pass1', 'password_needs_uppercase'],
    // Umlauts do not count as uppercase letters.
    ['ädemo-pass1', 'password_needs_uppercase'],
    ['ÄÖÜdemo-pass1', 'password_needs_uppercase'],
    ['Demo-Password', 'password_needs_digit_or_special'],
    ['DemoPassword', 'password_needs_digit_or_special'],
    // Other punctuation is not one of the special characters.
    ['Demo-Pass_word.', 'password_needs_digit_or_special'],
    ['Demo-Passw0rd', null],
    ['Demopass1', null],
    ['Demopass!', null],
    ['Demopass?', null],
    ['Demopass$', null],
    ['Demopass#', null],
    ['Demopass%', null],
    ['Demopass&', null],
    // Exactly the minimum length.
    ['Abcdefg1', null],
    // A lowercase umlaut is a lowercase letter.
    ['ÄBCDEFGä1', null],
  ])('%p -> %p', (password, expected) => {
    expect(passwordProblem(password)).toBe(expected);
  });
});

describe('new-password schemas', () => {
  const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('names the password field with the policy key', () => {
    expect(fieldsOf(ZPasswordReset.safeParse({ password: 'short', confirmPassword: 'short' }))).toEqual({ password: 'password_too_short' });
  });

  it('names confirmPassword when the two entries differ', () => {
    expect(fieldsOf(ZPasswordReset.safeParse({ password: 'Demo-Passw0rd', confirmPassword: 'Demo-Passw0rx' }))).toEqual({
      confirmPassword: 'passwords_do_not_match',
    });
  });

  it('checks newPassword on a change and accepts a valid one', () => {
    expect(fieldsOf(ZPasswordChange.safeParse({ currentPassword: 'x', newPassword: 'demo-pass1', confirmPassword: 'demo-pass1' }))).toEqual({
      newPassword: 'password_needs_uppercase',
    });
    expect(ZPasswordChange.safeParse({ currentPassword: 'x', newPassword: 'Demo-Passw0rd', confirmPassword: 'Demo-Passw0rd' }).success).toBe(true);
  });
});

describe('password hashing under a flood', () => {
  test('at most 2 hashes run at once and 32 wait; the rest are refused at once with try_again_later, never a crash', async () => {
    let peak = 0;
    let sampling = true;
    const sample = () => {
      peak = Math.max(peak, hashingGate.load.running);
      if (sampling) setImmediate(sample);
    };
    sample();
    const results = await Promise.allSettled(Array.from({ length: 60 }, () => verifyPassword(DUMMY_HASH, 'Wrong-Passw0rd')));
    sampling = false;
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    const checked = results.filter((r): r is PromiseFulfilledResult<boolean> => r.status === 'fulfilled');
    expect(refused.length).toBeGreaterThanOrEqual(60 - 2 - 32);
    for (const r of refused) expect(r.reason).toMatchObject({ code: 'unavailable', messageKey: 'try_again_later' });
    for (const r of checked) expect(r.value).toBe(false);
    expect(peak).toBe(2);
    expect(hashingGate.load).toEqual({ running: 0, waiting: 0 });
    expect(await verifyPassword(DUMMY_HASH, 'Wrong-Passw0rd')).toBe(false);
  });
});
