import { randomUUID } from 'node:crypto';
import { createAccount, createUser, db, lockLogins } from '../helpers/factories';
import { signInAs } from '../helpers/sign-in-as';

/**
 * The operator's start page as a work queue (design 14), counted exactly.
 *
 * @serial It counts locked users, waiting requests, unreleased accounts and failed mails, which other files add and change.
 */
afterAll(() => db.$disconnect());

const unique = () => randomUUID().slice(0, 8);

async function operator() {
  const platform = await db.platform.findFirstOrThrow({ where: { brandId: process.env.BRAND ?? 'fuelmarket' } });
  const account = await db.account.findFirstOrThrow({ where: { type: 'OPERATOR', platformId: platform.id } });
  const user = await createUser({ accountId: account.id, isAdmin: true, roles: [] });
  return { client: await signInAs(user) };
}

describe('work queue', () => {
  it('counts locked logins, requests waiting more than two days, unreleased accounts and failed mails, and today’s orders per brand', async () => {
    const { client } = await operator();
    const before = (await client.get('/api/operator/desk')).body;
    const locked = await createUser({ type: 'BUYER' });
    await lockLogins(locked.email);
    // A lock that has ended is none.
    await db.loginLock.create({ data: { email: (await createUser({ type: 'BUYER' })).email, ip: '*', lockouts: 1, lockedUntil: new Date(Date.now() - 1000) } });
    const buyer = await createAccount('BUYER');
    const seller = await createAccount('SELLER');
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3_600_000);
    const waiting = await db.relationship.create({ data: { buyerAccountId: buyer.id, sellerAccountId: seller.id, requestedAt: threeDaysAgo } });
    // A fresh request is not yet the operator's business.
    await db.relationship.create({ data: { buyerAccountId: (await createAccount('BUYER')).id, sellerAccountId: seller.id } });
    await createAccount('BUYER', { releasedForTrading: false });
    await createAccount('SELLER', { releasedForTrading: false, blocked: true });
    await db.emailOutbox.create({
      data: { to: `x-${unique()}@test.fuel`, subject: 'Willkommen', template: 'welcome', body: '-', attempts: 3, lastError: 'connect ECONNREFUSED' },
    });

    const res = await client.get('/api/operator/desk');
    expect(res.status).toBe(200);
    const desk = res.body;
    // One more of each (the fresh request and the blocked account do not count).
    expect(desk.lockedLogins.count).toBe(before.lockedLogins.count + 1);
    expect(desk.waitingRequests.count).toBe(before.waitingRequests.count + 1);
    expect(desk.notReleased.count).toBe(before.notReleased.count + 1);
    expect(desk.failedMails.count).toBe(before.failedMails.count + 1);
    expect(desk.lockedLogins.rows.length).toBeLessThanOrEqual(10);
    expect(desk.waitingRequests.rows[0]).toMatchObject({ buyerName: expect.any(String), sellerName: expect.any(String) });
    expect(new Date(desk.waitingRequests.rows.find((r: { id: number }) => r.id === waiting.id)?.requestedAt ?? threeDaysAgo).getTime()).toBe(
      threeDaysAgo.getTime(),
    );
    const brand = desk.today.find((t: { brandId: string }) => t.brandId === (process.env.BRAND ?? 'fuelmarket'));
    expect(brand).toMatchObject({ orders: expect.any(Number), volume: expect.stringMatching(/^\d+(\.\d+)?$/) });
  });
});
