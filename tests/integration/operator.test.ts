import { randomUUID } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import { Client } from 'pg';
import { verifyLogin } from '@/lib/auth/verify-login';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { createOperator } from '@/lib/users/create-operator';
import { currentPlatformId, seedReferenceData } from '../../prisma/seed';
import { migrate } from '../../scripts/lib/migrate';
import { db } from '../helpers/factories';

/** A real installation: reference data without logins, then the operator made by `npm run operator:create`. */
afterAll(() => db.$disconnect());

const input = (email: string) => ({
  email,
  firstName: 'Olga',
  lastName: 'Brandt',
  password: 'Betrieb-Passw0rt',
  platformId: currentPlatformId(),
  company: 'Plattformbetrieb',
});

describe('createOperator', () => {
  it('creates an admin of the platform operator account who can log in', async () => {
    const email = `ops-${randomUUID().slice(0, 8)}@example.test`;
    const user = await createOperator(input(email.toUpperCase()));
    expect(user.email).toBe(email);
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id }, include: { account: true } });
    expect(stored).toMatchObject({ isAdmin: true, account: { type: 'OPERATOR', platformId: currentPlatformId() } });
    expect(await verifyLogin({ email, password: 'Betrieb-Passw0rt', ip: `203.0.113.${Math.floor(Math.random() * 250)}` })).toEqual({
      ok: true,
      userId: user.id,
    });
  });

  it('refuses an address in use and a password the policy refuses, and changes nothing', async () => {
    const email = `ops-${randomUUID().slice(0, 8)}@example.test`;
    await createOperator(input(email));
    await expect(createOperator(input(email))).rejects.toMatchObject({ code: 'conflict', messageKey: 'already_exists' });
    await expect(createOperator({ ...input(`weak-${email}`), password: 'kurz' })).rejects.toMatchObject({ code: 'validation' });
    expect(await db.user.count({ where: { email: { in: [email, `weak-${email}`] } } })).toBe(1);
  });
});

describe('seedReferenceData', () => {
  it('gives a fresh database its platforms and catalogue but no account and no login', async () => {
    const name = `fresh_${randomUUID().slice(0, 8)}`;
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const fresh = new PrismaClient({ adapter: new PrismaPg({ connectionString: url.toString() }) });
    try {
      await migrate(url.toString());
      await seedReferenceData(fresh);
      await seedReferenceData(fresh);
      expect(await fresh.user.count()).toBe(0);
      expect(await fresh.account.count()).toBe(0);
      expect(await fresh.platform.count()).toBeGreaterThan(0);
      expect(await fresh.product.count()).toBeGreaterThan(0);
      expect(await fresh.terminal.count()).toBeGreaterThan(0);
    } finally {
      await fresh.$disconnect();
      await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});
