import { randomBytes } from 'node:crypto';
import { ROLES } from '@/lib/access/routes';
import { hashPassword } from '@/lib/auth/password';
import type { Tx } from '@/lib/db';
import { sendWelcomeMail } from '@/lib/users/send-welcome-mail';
import type { COMPANY_KINDS } from './schemas';

type CompanyKind = (typeof COMPANY_KINDS)[number];

/** A seller's admin manages its buyers; a buyer's (and a shareholder's) also buys. */
const ADMIN_ROLES: Record<CompanyKind, string[]> = {
  BUYER: [ROLES.relationships, ROLES.purchase],
  SHAREHOLDER: [ROLES.relationships, ROLES.purchase],
  SELLER: [ROLES.relationships],
};
/** As a company admin's new team member without purchase rights: the company's admin grants more. */
const MEMBER_ROLES = [ROLES.relationships];

export const companyKind = (account: { type: string; isShareholder: boolean }): CompanyKind =>
  account.isShareholder ? 'SHAREHOLDER' : account.type === 'SELLER' ? 'SELLER' : 'BUYER';

/** A password nobody knows: the user sets its own through the welcome link. */
export const unknownPasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

/**
 * A user the operator adds to a company (at its creation or later): the roles of its kind, no
 * password of its own yet, and the welcome mail with its set-password link, in the caller's
 * transaction (the outbox sends it after the commit).
 */
export async function newAccountUser(
  tx: Tx,
  account: { id: number; kind: CompanyKind },
  person: { salutation: string; firstName: string; lastName: string; email: string },
  isAdmin: boolean,
  passwordHash: string,
) {
  const user = await tx.user.create({
    data: {
      ...person,
      accountId: account.id,
      username: person.email,
      passwordHash,
      passwordSetAt: null,
      roles: isAdmin ? ADMIN_ROLES[account.kind] : MEMBER_ROLES,
      isAdmin,
    },
    select: { id: true, email: true, firstName: true },
  });
  await sendWelcomeMail(tx, user);
  return user;
}
