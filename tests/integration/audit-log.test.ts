import { ZUpdateOperatorAccount } from '@/lib/operator/schemas';
import { updateOperatorAccount } from '@/lib/operator/update-operator-account';
import { createAccount, createUser, db } from '../helpers/factories';
import { sessionOf } from '../helpers/market-setup';

/** design 11: every operator action is written to the audit log, and what is written there stays as written. */
afterAll(() => db.$disconnect());

test('the audit log is append-only: the database refuses to change, delete or truncate an entry, whoever asks', async () => {
  const operator = await sessionOf((await createUser({ accountId: (await createAccount('OPERATOR')).id, isAdmin: true, roles: [] })).id);
  const buyer = await createAccount('BUYER');
  await updateOperatorAccount(operator, buyer.id, ZUpdateOperatorAccount.parse({ version: 1, blocked: true }), '127.0.0.1');
  const entry = await db.auditLog.findFirstOrThrow({ where: { event: 'operator_account_updated', accountId: buyer.id } });
  const refused = expect.objectContaining({ message: expect.stringContaining('the audit log is append-only') });

  await expect(db.auditLog.update({ where: { id: entry.id }, data: { detail: { before: {}, after: {} } } })).rejects.toEqual(refused);
  await expect(db.auditLog.updateMany({ where: { accountId: buyer.id }, data: { userId: null } })).rejects.toEqual(refused);
  await expect(db.auditLog.delete({ where: { id: entry.id } })).rejects.toEqual(refused);
  await expect(db.auditLog.deleteMany({ where: { accountId: buyer.id } })).rejects.toEqual(refused);
  await expect(db.$executeRawUnsafe('TRUNCATE "AuditLog"')).rejects.toEqual(refused);
  // Nor inside a transaction that wrote something else first: it fails as a whole.
  await expect(
    db.$transaction(async (tx) => {
      await tx.account.update({ where: { id: buyer.id }, data: { city: 'Anderswo' } });
      await tx.auditLog.deleteMany({ where: { id: entry.id } });
    }),
  ).rejects.toEqual(refused);

  expect(await db.auditLog.findUniqueOrThrow({ where: { id: entry.id } })).toEqual(entry);
  expect((await db.account.findUniqueOrThrow({ where: { id: buyer.id } })).city).not.toBe('Anderswo');
  // Writing goes on as before.
  await updateOperatorAccount(operator, buyer.id, ZUpdateOperatorAccount.parse({ version: 2, blocked: false }), '127.0.0.1');
  expect(await db.auditLog.count({ where: { event: 'operator_account_updated', accountId: buyer.id } })).toBe(2);
});
