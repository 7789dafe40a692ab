import { ROLES } from '@/lib/access/routes';
import { AppError } from '@/lib/api/errors';
import { audit } from '@/lib/audit/audit';
import type { SessionUser } from '@/lib/auth/session-user';
import { db, type Client, inTransaction, type Tx } from '@/lib/db';
import { brand } from '@/lib/env';
import { requestSingleSeller } from '@/lib/relationships/request-single-seller';
import { DELETED_STATUS } from '@/lib/users/schemas';
import { readOperatorAccount } from './account-record';
import { newAccountUser, unknownPasswordHash } from './new-account-user';
import type { CreateOperatorAccount } from './schemas';
/** A parent's admins see its children on /aviaten and their orders (platform-shell 2). */
const PARENT_ADMIN_ROLES = [ROLES.childAccounts, ROLES.childAccountOffers];

/**
 * POST /api/operator/accounts (design 11): a buyer, seller or shareholder child account with its
 * address, its first admin user and any further admins. Each admin gets a password nobody knows
 * and the welcome e-mail with a set-password link, as team members do. Under a parent, the
 * parent's admins get the roles of /aviaten (each grant audited). In single-seller mode a buyer
 * asks the seller to trade at creation (lib/relationships/request-single-seller.ts). Account,
 * users, keys, e-mails and audit entries are written in one transaction; an address already in
 * use changes nothing.
 */
export async function createOperatorAccount(operator: SessionUser, input: CreateOperatorAccount, ip: string, client: Client = db) {
  const { kind, parentId, admin, additionalAdmins, releasedForTrading, ...company } = input;
  const admins = [admin, ...additionalAdmins];
  const passwordHash = await unknownPasswordHash();
  return inTransaction(client, async (tx) => {
    if (parentId !== undefined) {
      const parent = await tx.account.findFirst({
        where: { id: parentId, platformId: operator.platformId, type: 'BUYER', isShareholder: false },
        select: { id: true },
      });
      if (!parent) throw new AppError('validation', 'validation_failed', undefined, { parentId: 'parent_not_found' });
    }
    const taken = await tx.user.findMany({ where: { email: { in: admins.map((a) => a.email) } }, select: { email: true } });
    if (taken.length) {
      const field = (email: string) =>
        email === admin.email ? 'admin.email' : `additionalAdmins.${additionalAdmins.findIndex((a) => a.email === email)}.email`;
      throw new AppError('validation', 'validation_failed', undefined, Object.fromEntries(taken.map((t) => [field(t.email), 'email_in_use'])));
    }
    const account = await tx.account.create({
      data: {
        ...company,
        platformId: operator.platformId,
        type: kind === 'SELLER' ? 'SELLER' : 'BUYER',
        isShareholder: kind === 'SHAREHOLDER',
        parentId: parentId ?? null,
        releasedForTrading,
      },
      select: { id: true },
    });
    if (parentId !== undefined) await grantParentAdminRoles(tx, parentId, { userId: operator.userId, accountId: parentId, ip });
    const adminUserIds: number[] = [];
    for (const person of admins) adminUserIds.push((await newAccountUser(tx, { id: account.id, kind }, person, true, passwordHash)).id);
    if (kind !== 'SELLER' && brand().flags.singleSellerMode) {
      await requestSingleSeller(tx, { accountId: account.id, name: company.name, platformId: operator.platformId }, { userId: operator.userId, ip });
    }
    const created = (await readOperatorAccount(tx, operator.platformId, account.id))!;
    await audit(
      'operator_account_created',
      { userId: operator.userId, accountId: account.id, ip },
      { before: null, after: { ...created, adminUserId: adminUserIds[0], adminUserIds } },
      tx,
    );
    return { account: created, adminUserId: adminUserIds[0], adminUserIds };
  });
}

async function grantParentAdminRoles(tx: Tx, parentId: number, who: { userId: number; accountId: number; ip: string }) {
  const admins = await tx.user.findMany({
    where: { accountId: parentId, isAdmin: true, statusId: { not: DELETED_STATUS }, NOT: { roles: { hasEvery: PARENT_ADMIN_ROLES } } },
    select: { id: true, roles: true },
  });
  for (const { id, roles } of admins) {
    const granted = [...new Set([...roles, ...PARENT_ADMIN_ROLES])];
    await tx.user.update({ where: { id }, data: { roles: granted } });
    await audit('operator_roles_granted', who, { targetUserId: id, before: { roles }, after: { roles: granted } }, tx);
  }
}
