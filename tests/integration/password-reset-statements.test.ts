import { after } from 'next/server';
import { Client, type QueryConfig } from 'pg';
import { requestPasswordReset } from '@/lib/auth/request-password-reset';
import { createUser, db } from '../helpers/factories';

/**
 * A reset request tells nobody whether an address has an account (issue 20, "reset requests"):
 * for a known and an unknown address the request sends PostgreSQL the same statements, with
 * values of the same types, before it answers; the look-up and the mail run after the answer
 * (Next's `after`, held here so the test can run it itself).
 */
jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), after: jest.fn() }));
afterAll(() => db.$disconnect());

/** Every statement sent while `work` runs (the hand-written ones and Prisma's go through pg's client), as text and value types. */
async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const spy = jest.spyOn(Client.prototype, 'query');
  try {
    await work();
    return spy.mock.calls.map(([query]) => {
      const config = (typeof query === 'string' ? { text: query } : query) as QueryConfig;
      return `${config.text} [${(config.values ?? []).map((value) => typeof value).join(', ')}]`;
    });
  } finally {
    spy.mockRestore();
  }
}

/** The request's statements before its answer, and those of the work it left for after it. */
async function resetRequest(email: string, ip: string) {
  jest.mocked(after).mockClear();
  const answered = await statementsOf(() => expect(requestPasswordReset(email, ip)).resolves.toEqual({ success: true }));
  expect(after).toHaveBeenCalledTimes(1);
  const task = jest.mocked(after).mock.calls[0][0] as () => Promise<unknown>;
  return { answered, afterwards: await statementsOf(task) };
}

test('a known and an unknown address send the same statements before the answer; only the work after it differs', async () => {
  const user = await createUser();
  const known = await resetRequest(user.email, '10.20.0.1');
  const unknown = await resetRequest(`nobody-${user.id}@test.fuel`, '10.20.0.2');
  expect(known.answered.length).toBeGreaterThan(0);
  expect(unknown.answered).toEqual(known.answered);
  expect(known.answered.join('\n')).not.toMatch(/"User"|"PasswordResetKey"|"EmailOutbox"/);
  // The control: the statements this test sees do tell the two apart, once the look-up has run.
  expect(known.afterwards.join('\n')).toMatch(/INSERT INTO "public"\."PasswordResetKey"/);
  expect(unknown.afterwards.join('\n')).not.toMatch(/PasswordResetKey/);
  expect(await db.passwordResetKey.count({ where: { userId: user.id } })).toBe(1);
});
