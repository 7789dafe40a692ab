import type { SessionUser } from '@/lib/auth/session-user';
import { db, type Prisma } from '@/lib/db';
import { DELETED_STATUS } from '@/lib/users/schemas';
import { operatorAccountDto, OPERATOR_ACCOUNT_SELECT } from './account-record';
import { OPERATOR_PAGE_SIZE, type OperatorAccountsQuery } from './schemas';

const KIND_WHERE: Record<NonNullable<OperatorAccountsQuery['type']>, Prisma.AccountWhereInput> = {
  BUYER: { type: 'BUYER', isShareholder: false },
  SELLER: { type: 'SELLER' },
  SHAREHOLDER: { type: 'BUYER', isShareholder: true },
  OPERATOR: { type: 'OPERATOR' },
};

/** As operatorAccountDto's status: buyers (also shareholders) and sellers wait for a release for trading. */
export const NOT_RELEASED_WHERE = { blocked: false, releasedForTrading: false, type: { in: ['BUYER', 'SELLER'] } } satisfies Prisma.AccountWhereInput;
const STATUS_WHERE: Record<NonNullable<OperatorAccountsQuery['status']>, Prisma.AccountWhereInput> = {
  ACTIVE: { blocked: false, OR: [{ releasedForTrading: true }, { type: { notIn: ['BUYER', 'SELLER'] } }] },
  BLOCKED: { blocked: true },
  NOT_RELEASED: NOT_RELEASED_WHERE,
};

/**
 * Each word of the search in the company name or in a (not deleted) user's first name, last name
 * or e-mail, case-insensitive and partial: "Hansen", "buyer2@" or "Ida Krause" find the account of
 * a caller who knows only a person.
 */
function searchWords(search: string): Prisma.AccountWhereInput[] {
  return search
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const contains = { contains: word, mode: 'insensitive' } as const;
      return {
        OR: [
          { name: contains },
          { users: { some: { statusId: { not: DELETED_STATUS }, OR: [{ firstName: contains }, { lastName: contains }, { email: contains }] } } },
        ],
      };
    });
}

/** GET /api/operator/accounts: the company accounts of the operator's platform by name or by a user's name or e-mail, a page at a time. */
export async function listOperatorAccounts(operator: SessionUser, query: OperatorAccountsQuery) {
  const where: Prisma.AccountWhereInput = {
    platformId: operator.platformId,
    ...(query.query && { AND: searchWords(query.query) }),
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
