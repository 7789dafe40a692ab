import { ZCreateOperatorAccount } from './schemas';

/** The checks that run on input of any shape (ALWAYS) must refuse it, never throw: a throw is a 500. */
test.each([2147483648, 1e30, -1, true, null, '1.5'])('a new company whose every field is %j is refused with field problems, not a crash', (value) => {
  const body = Object.fromEntries(
    ['name', 'addressLine1', 'postCode', 'country', 'kind', 'parentId', 'admin', 'additionalAdmins'].map((field) => [field, value]),
  );
  const result = ZCreateOperatorAccount.safeParse(body);
  expect(result.success).toBe(false);
  expect(result.error?.issues.length).toBeGreaterThan(0);
});
