import { AppError } from '@/lib/api/errors';
import { audit } from '@/lib/audit/audit';
import { hashPassword, passwordProblem } from '@/lib/auth/password';
import { db } from '@/lib/db';

export interface CreateOperatorInput {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  platformId: string;
  /** The operator company's name, when the platform has no operator account yet. */
  company: string;
}

/**
 * The first login of a real installation (`npm run operator:create`): an admin user of the
 * platform's operator account, created with that account when there is none. One transaction;
 * an address already in use or a password the policy refuses changes nothing.
 */
export async function createOperator(input: CreateOperatorInput) {
  const email = input.email.trim().toLowerCase();
  const problem = passwordProblem(input.password);
  if (problem) throw new AppError('validation', problem, undefined, { password: problem });
  const passwordHash = await hashPassword(input.password);
  return db.$transaction(async (tx) => {
    if (await tx.user.findUnique({ where: { email }, select: { id: true } })) throw new AppError('conflict', 'already_exists');
    const account =
      (await tx.account.findFirst({ where: { platformId: input.platformId, type: 'OPERATOR' }, orderBy: { id: 'asc' }, select: { id: true } })) ??
      (await tx.account.create({
        data: { platformId: input.platformId, name: input.company, type: 'OPERATOR', releasedForTrading: true },
        select: { id: true },
      }));
    const user = await tx.user.create({
      data: { accountId: account.id, email, username: email, passwordHash, firstName: input.firstName, lastName: input.lastName, roles: [], isAdmin: true },
      select: { id: true, accountId: true, email: true },
    });
    await audit('user_created', { userId: user.id, accountId: user.accountId, ip: 'command line' }, { role: 'operator' }, tx);
    return user;
  });
}
