import type { SessionUser } from '@/lib/auth/session-user';
import { db, type Prisma } from '@/lib/db';
import { OPERATOR_EVENTS } from '@/lib/audit/events';
import { OPERATOR_PAGE_SIZE, type AuditEntryDto } from './schemas';

/**
 * GET /api/operator/audit: with accountId, everything recorded about that account (the operator's
 * actions and its users' logins and changes); without, the operator actions of the platform.
 * Newest first, a page at a time, with the names of the users and accounts the entries name (as
 * they are now); an account of another platform has no entries here.
 */
export async function listOperatorAudit(operator: SessionUser, query: { accountId?: number; page: number }) {
  const where = await auditScope(operator.platformId, query.accountId);
  const [rows, total] = await Promise.all([
    db.auditLog.findMany({ where, orderBy: [{ at: 'desc' }, { id: 'desc' }], skip: (query.page - 1) * OPERATOR_PAGE_SIZE, take: OPERATOR_PAGE_SIZE }),
    db.auditLog.count({ where }),
  ]);
  const ids = (key: 'userId' | 'accountId') => [...new Set(rows.flatMap((r) => (r[key] === null ? [] : [r[key]])))];
  const [users, accounts] = await Promise.all([
    db.user.findMany({ where: { id: { in: ids('userId') } }, select: { id: true, firstName: true, lastName: true } }),
    db.account.findMany({ where: { id: { in: ids('accountId') }, platformId: operator.platformId }, select: { id: true, name: true } }),
  ]);
  const names = new Map(users.map((u) => [u.id, `${u.firstName} ${u.lastName}`]));
  const accountNames = new Map(accounts.map((a) => [a.id, a.name]));
  const entries: AuditEntryDto[] = rows.map((r) => ({
    id: r.id.toString(),
    at: r.at.toISOString(),
    event: r.event,
    userId: r.userId,
    userName: r.userId === null ? null : (names.get(r.userId) ?? null),
    accountId: r.accountId,
    accountName: r.accountId === null ? null : (accountNames.get(r.accountId) ?? null),
    ip: r.ip,
    detail: r.detail,
  }));
  return { entries, total, page: query.page, pageSize: OPERATOR_PAGE_SIZE };
}

/** One account of the platform (else nothing), or the actions of the platform's operators. */
async function auditScope(platformId: string, accountId: number | undefined): Promise<Prisma.AuditLogWhereInput> {
  if (accountId !== undefined) {
    const account = await db.account.findFirst({ where: { id: accountId, platformId }, select: { id: true } });
    return { accountId: account?.id ?? -1 };
  }
  const operators = await db.user.findMany({ where: { account: { platformId, type: 'OPERATOR' } }, select: { id: true } });
  return { event: { in: [...OPERATOR_EVENTS] }, userId: { in: operators.map((u) => u.id) } };
}
