import { SESSION_LIFETIME_MS, sessionFromRow, type SessionRow } from './session-from-row';

const SIGNED_IN = Date.UTC(2026, 0, 15, 9, 0, 0);
/** An hour after the sign-in. */
const NOW = SIGNED_IN + 3_600_000;

const row = (over: Partial<SessionRow> = {}): SessionRow => ({
  id: 7,
  email: 'jana@example.test',
  username: 'jana',
  firstName: 'Jana',
  lastName: 'Müller',
  roles: ['Purchase'],
  features: ['newsBox', 'triggers'],
  isAdmin: false,
  statusId: 100,
  validAfter: new Date(SIGNED_IN - 60_000),
  accountId: 3,
  accountName: 'Heizöl Müller GmbH',
  accountType: 'BUYER',
  platformId: 'fuelmarket',
  parentId: null,
  isShareholder: false,
  accountBlocked: false,
  accountFeatures: ['triggers', 'stats'],
  termsAccepted: true,
  accountMetadataVersion: 4,
  revoked: false,
  ...over,
});

describe('sessionFromRow (security 8)', () => {
  it.each([
    ['no such user', undefined],
    ['a blocked user (status other than 100)', row({ statusId: 300 })],
    ['a user of a blocked account', row({ accountBlocked: true })],
    ['a session issued before validAfter', row({ validAfter: new Date(SIGNED_IN + 1) })],
    ['a session ended by its logout', row({ revoked: true })],
  ])('ends the session of %s', (_case, input) => {
    expect(sessionFromRow(input, SIGNED_IN, NOW)).toBeNull();
  });

  it('ends any session twelve hours after its sign-in, however active it was', () => {
    expect(SESSION_LIFETIME_MS).toBe(12 * 3_600_000);
    expect(sessionFromRow(row(), SIGNED_IN, SIGNED_IN + SESSION_LIFETIME_MS)?.userId).toBe(7);
    expect(sessionFromRow(row(), SIGNED_IN, SIGNED_IN + SESSION_LIFETIME_MS + 1)).toBeNull();
  });

  it('keeps a session issued at or after validAfter', () => {
    expect(sessionFromRow(row({ validAfter: new Date(SIGNED_IN) }), SIGNED_IN, NOW)?.userId).toBe(7);
  });

  it('gives who is calling, with account and user features merged once', () => {
    expect(sessionFromRow(row({ parentId: 2, isShareholder: true }), SIGNED_IN, NOW)).toEqual({
      userId: 7,
      accountId: 3,
      accountType: 'BUYER',
      platformId: 'fuelmarket',
      parentAccountId: 2,
      isShareholder: true,
      roles: ['Purchase'],
      features: ['triggers', 'stats', 'newsBox'],
      isAdmin: false,
      email: 'jana@example.test',
      username: 'jana',
      firstName: 'Jana',
      lastName: 'Müller',
      accountName: 'Heizöl Müller GmbH',
      gtcAccepted: true,
      accountMetadataVersion: 4,
    });
  });

  it('reports terms not accepted in the current version', () => {
    expect(sessionFromRow(row({ termsAccepted: false }), SIGNED_IN, NOW)?.gtcAccepted).toBe(false);
  });
});
