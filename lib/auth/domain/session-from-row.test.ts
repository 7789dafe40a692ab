import { sessionFromRow, type SessionRow } from './session-from-row';

const SIGNED_IN = Date.UTC(2026, 0, 15, 9, 0, 0);

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
  ...over,
});

describe('sessionFromRow (security 8)', () => {
  it.each([
    ['no such user', undefined],
    ['a blocked user (status other than 100)', row({ statusId: 300 })],
    ['a user of a blocked account', row({ accountBlocked: true })],
    ['a session issued before validAfter', row({ validAfter: new Date(SIGNED_IN + 1) })],
  ])('ends the session of %s', (_case, input) => {
    expect(sessionFromRow(input, SIGNED_IN)).toBeNull();
  });

  it('keeps a session issued at or after validAfter', () => {
    expect(sessionFromRow(row({ validAfter: new Date(SIGNED_IN) }), SIGNED_IN)?.userId).toBe(7);
  });

  it('gives who is calling, with account and user features merged once', () => {
    expect(sessionFromRow(row({ parentId: 2, isShareholder: true }), SIGNED_IN)).toEqual({
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
    expect(sessionFromRow(row({ termsAccepted: false }), SIGNED_IN)?.gtcAccepted).toBe(false);
  });
});
