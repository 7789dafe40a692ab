import type { SessionUser } from '@/lib/auth/session-user';
import { db, type Prisma } from '@/lib/db';
import { operatorAccountDto, OPERATOR_ACCOUNT_SELECT } from './account-record';
import { OPERATOR_PAGE_SIZE, type OperatorAccountsQuery } from './schemas';

const KIND_WHERE: Record<NonNullable<OperatorAccountsQuery['type']>, Prisma.AccountWhereInput> = {
  BUYER: { type: 'BUYER', isShareholder: false },
  SELLER: { type: 'SELLER' },
  SHAREHOLDER: { type: 'BUYER', isShareholder: true },
  OPERATOR: { type: 'OPERATOR' },
};

/** As operatorAccountDto's status: only a buyer (also a shareholder) waits for a release for trading. */
const STATUS_WHERE: Record<NonNullable<OperatorAccountsQuery['status']>, Prisma.AccountWhereInput> = {
  ACTIVE: { blocked: false, OR: [{ releasedForTrading: true }, { type: { not: 'BUYER' } }] },
  BLOCKED: { blocked: true },
  NOT_RELEASED: { blocked: false, releasedForTrading: false, type: 'BUYER' },
};

/** GET /api/operator/accounts: the company accounts of the operator's platform by name, a page at a time. */
export async function listOperatorAccounts(operator: SessionUser, query: OperatorAccountsQuery) {
  const where: Prisma.AccountWhereInput = {
    platformId: operator.platformId,
    ...(query.query && { name: { contains: query.query, mode: 'insensitive' } }),
    ...(query.type && KIND_WHERE[query.type]),
    ...(query.status && STATUS_WHERE[query.status]),
  };
  const [rows, total] = await Promise.all([
    db.account.findMany({
      where,
      select: OPERATOR_ACCOUNT_SELECT,
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      skip: (query.page - 1) * OPERATOR_PAGE_SIZE,
      take: OPERATOR_PAGE_SIZE,
    }),
    db.account.count({ where }),
  ]);
  return { accounts: rows.map((row) => operatorAccountDto(row)), total, page: query.page, pageSize: OPERATOR_PAGE_SIZE };
}
