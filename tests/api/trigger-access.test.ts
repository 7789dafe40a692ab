import { createUser, db } from '../helpers/factories';
import { withWindowLock } from '../helpers/market-factories';
import { signInAs } from '../helpers/sign-in-as';
import { contractOverHttp } from '../helpers/trigger-setup';

// A test here may first wait for withWindowLock while a test of another file holds it (up to 60 s).
jest.setTimeout(90_000);

/**
 * Who may use the trigger calls (platform-shell 2, the contract-management route rule): buyers, and
 * sellers with the account feature `triggers`, on the first brand. The Swiss brand, whose triggers
 * flag is off, is refused in tests/e2e/oilpool/triggers-flag.spec.ts (its server runs there only).
 *
 * @serial Triggers need a live window; no other file's window may replace it meanwhile.
 */
afterAll(() => db.$disconnect());

describe('the trigger lists refuse whoever the contract-management rule keeps out', () => {
  test.each<[string, () => ReturnType<typeof createUser>]>([
    ['a seller without the triggers feature', () => createUser({ type: 'SELLER', isAdmin: true })],
    ['an operator', () => createUser({ type: 'OPERATOR', isAdmin: true })],
  ])('%s: GET contracts and GET orders are 403, and it sees no one’s contract', async (_name, make) => {
    const client = await signInAs(await make());
    for (const path of ['/api/triggers/contracts', '/api/triggers/orders']) {
      const res = await client.get(path);
      expect([path, res.status, res.body.message]).toEqual([path, 403, 'forbidden']);
    }
  });
});

describe('the trigger call’s own refusals of who calls and what it ticked', () => {
  test('a seller (even with the feature) may not trigger: 403, the catalogue’s generic failure', () =>
    withWindowLock(async () => {
      const { seller, contractId, body, period } = await contractOverHttp();
      const res = await seller.post('/api/triggers/orders', {
        contractId,
        items: [{ productId: body.products[0].productId, quantity: '5' }],
        liftingPeriodId: period.id,
        acceptTerms: true,
        bookingChecked: true,
        idempotencyKey: 'seller-trigger-1',
      });
      expect([res.status, res.body.message, res.body.data]).toEqual([403, 'trigger_failed', { cause: 'forbidden' }]);
      expect(await db.triggerOrder.count({ where: { contractId } })).toBe(0);
    }));

  test.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['the terms not agreed', { acceptTerms: false }, { acceptTerms: 'terms_required' }],
    ['the booking not checked', { bookingChecked: false }, { bookingChecked: 'booking_checked_required' }],
    ['neither box sent', { acceptTerms: undefined, bookingChecked: undefined }, { acceptTerms: 'terms_required', bookingChecked: 'booking_checked_required' }],
  ])('%s: 400 naming the field, nothing written', (_name, change, fields) =>
    withWindowLock(async () => {
      const { trigger, contractId } = await contractOverHttp();
      const res = await trigger('5', change);
      expect([res.status, res.body.message, res.body.fields]).toEqual([400, 'validation_failed', fields]);
      expect(await db.triggerOrder.count({ where: { contractId } })).toBe(0);
    }),
  );
});
