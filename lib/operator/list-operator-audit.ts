import { DateTime } from 'luxon';
import type { SessionUser } from '@/lib/auth/session-user';
import { db, type Prisma } from '@/lib/db';
import { brand } from '@/lib/env';
import { OPERATOR_EVENTS } from '@/lib/audit/events';
import { auditNames } from './audit-names';
import { OPERATOR_PAGE_SIZE, type AuditEntryDto, type OperatorAuditQuery } from './schemas';

/**
 * GET /api/operator/audit: with accountId, everything recorded about that account (the operator's
 * actions and its users' logins and changes); with userId, what that user did and what was done to
 * it; without either, the operator actions of the platform. Narrowed by event and by days (from, to:
 * calendar days in the brand's zone, both included). Newest first, a page at a time, with the
 * names of the users and accounts the entries name, and of the users, accounts, products,
 * terminals and regions their details name by id (as they are now); another platform's account or
 * user has no entries here.
 */
export async function listOperatorAudit(operator: SessionUser, query: OperatorAuditQuery) {
  const where: Prisma.AuditLogWhereInput = {
    AND: [
      await auditScope(operator.platformId, query),
      query.event ? { event: query.event } : {},
      query.from ? { at: { gte: dayStart(query.from) } } : {},
      query.to ? { at: { lt: dayStart(query.to, 1) } } : {},
    ],
  };
  const [rows, total] = await Promise.all([
    db.auditLog.findMany({ where, orderBy: [{ at: 'desc' }, { id: 'desc' }], skip: (query.page - 1) * OPERATOR_PAGE_SIZE, take: OPERATOR_PAGE_SIZE }),
    db.auditLog.count({ where }),
  ]);
  const names = await auditNames(operator.platformId, rows);
  const entries: AuditEntryDto[] = rows.map((r) => ({
    id: r.id.toString(),
    at: r.at.toISOString(),
    event: r.event,
    userId: r.userId,
    userName: r.userId === null ? null : (names.users[r.userId] ?? null),
    accountId: r.accountId,
    accountName: r.accountId === null ? null : (names.accounts[r.accountId] ?? null),
    ip: r.ip,
    detail: r.detail,
  }));
  return { entries, names, total, page: query.page, pageSize: OPERATOR_PAGE_SIZE };
}

const dayStart = (day: string, plusDays = 0) => DateTime.fromISO(day, { zone: brand().timeZone }).plus({ days: plusDays }).toJSDate();

/** One account or user of the platform (else nothing), or the actions of the platform's operators. */
async function auditScope(platformId: string, query: OperatorAuditQuery): Promise<Prisma.AuditLogWhereInput> {
  const scopes: Prisma.AuditLogWhereInput[] = [];
  if (query.accountId !== undefined) {
    const account = await db.account.findFirst({ where: { id: query.accountId, platformId }, select: { id: true } });
    scopes.push({ accountId: account?.id ?? -1 });
  }
  if (query.userId !== undefined) {
    const user = await db.user.findFirst({ where: { id: query.userId, account: { platformId } }, select: { id: true } });
    const id = user?.id ?? -1;
    scopes.push({ OR: [{ userId: id }, { detail: { path: ['targetUserId'], equals: id } }] });
  }
  if (scopes.length) return { AND: scopes };
  const operators = await db.user.findMany({ where: { account: { platformId, type: 'OPERATOR' } }, select: { id: true } });
  return { event: { in: [...OPERATOR_EVENTS] }, userId: { in: operators.map((u) => u.id) } };
}
