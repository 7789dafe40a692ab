import { randomUUID } from 'node:crypto';
import { deleteExpiredKeys } from '@/lib/api/idempotency';
import { createAccount, db } from '../helpers/factories';

/** Idempotency keys hold for 24 hours; each instance sweeps older ones, of checkout and the creating calls alike. */
afterAll(() => db.$disconnect());

describe('deleteExpiredKeys', () => {
  it('deletes the keys older than 24 hours and keeps the younger ones', async () => {
    const { id: accountId } = await createAccount('BUYER');
    // The real time: other tests' keys, written just now, are younger and stay.
    const now = new Date();
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    const row = (key: string, createdAt: Date) => ({ accountId, key, requestHash: 'h', response: { status: 200, body: null }, createdAt });
    const [old, checkoutOld, young] = [`POST /api/offers ${randomUUID()}`, randomUUID(), `POST /api/offers ${randomUUID()}`];
    await db.idempotencyKey.createMany({ data: [row(old, hoursAgo(24.1)), row(checkoutOld, hoursAgo(30)), row(young, hoursAgo(23.9))] });

    expect(await deleteExpiredKeys(now)).toBeGreaterThanOrEqual(2);
    const left = await db.idempotencyKey.findMany({ where: { accountId }, select: { key: true } });
    expect(left.map((k) => k.key)).toEqual([young]);
  });
});
