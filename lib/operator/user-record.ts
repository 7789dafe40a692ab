import { AppError } from '@/lib/api/errors';
import { lockedEmails } from '@/lib/auth/login-lock';
import type { SessionUser } from '@/lib/auth/session-user';
import type { Client, Prisma } from '@/lib/db';
import { ACTIVE_STATUS, DELETED_STATUS, OPERATOR_BLOCKED_STATUS } from '@/lib/users/schemas';
import type { OperatorUserDto } from './schemas';

export const OPERATOR_USER_SELECT = {
  id: true,
  email: true,
  salutation: true,
  firstName: true,
  lastName: true,
  isAdmin: true,
  statusId: true,
  passwordSetAt: true,
  createdAt: true,
  accountId: true,
} as const satisfies Prisma.UserSelect;

type UserRow = Prisma.UserGetPayload<{ select: typeof OPERATOR_USER_SELECT }>;

/** The users as the operator sees them; `locked`: a login lock is in force for the address, from any client address. */
export async function operatorUserDtos(client: Client, rows: UserRow[]): Promise<OperatorUserDto[]> {
  const locked = await lockedEmails(
    client,
    rows.map((row) => row.email),
  );
  return rows.map((row) => operatorUserDto(row, locked.has(row.email)));
}

function operatorUserDto(row: UserRow, locked: boolean): OperatorUserDto {
  return {
    id: row.id,
    email: row.email,
    salutation: row.salutation,
    firstName: row.firstName,
    lastName: row.lastName,
    isAdmin: row.isAdmin,
    blocked: row.statusId !== ACTIVE_STATUS,
    blockedByOperator: row.statusId === OPERATOR_BLOCKED_STATUS,
    locked,
    passwordSet: row.passwordSetAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A user (not deleted) of an account of the operator's platform; another platform's is unknown. */
export async function findOperatorUser(client: Client, operator: SessionUser, id: number) {
  const row = await client.user.findFirst({
    where: { id, statusId: { not: DELETED_STATUS }, account: { platformId: operator.platformId } },
    select: OPERATOR_USER_SELECT,
  });
  if (!row) throw new AppError('not_found', 'user_not_found');
  return row;
}
