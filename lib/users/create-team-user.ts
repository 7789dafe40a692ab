import { randomBytes } from 'node:crypto';
import { ROLES } from '@/lib/access/routes';
import { audit } from '@/lib/audit/audit';
import { hashPassword } from '@/lib/auth/password';
import type { SessionUser } from '@/lib/auth/session-user';
import { db, inTransaction, type Client } from '@/lib/db';
import { checkPurchaseGrant } from './check-purchase-grant';
import { sendWelcomeMail } from './send-welcome-mail';
import type { CreateTeamUserInput } from './schemas';
import { TEAM_USER_SELECT, toTeamUserDto } from './to-team-user-dto';

/**
 * POST /api/user: a company admin adds a team member to the admin's own account. The new user
 * gets a password nobody knows and a welcome e-mail with a set-password link (the reset-link
 * machinery, a week); user, key, e-mail and audit entry are written in one transaction.
 */
export async function createTeamUser(session: SessionUser, input: CreateTeamUserInput, ip: string, client: Client = db) {
  const { purchaseStatus, useIndividualAddress, addressLine1, addressLine2, postCode, county, country, ...profile } = input;
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return inTransaction(client, async (tx) => {
    if (purchaseStatus) await checkPurchaseGrant(tx, session.accountId);
    const user = await tx.user.create({
      data: {
        ...profile,
        title: profile.title ?? '',
        username: profile.email,
        passwordHash,
        passwordSetAt: null,
        accountId: session.accountId,
        roles: purchaseStatus ? [ROLES.relationships, ROLES.purchase] : [ROLES.relationships],
        ...(useIndividualAddress && {
          useIndividualAddress,
          addressLine1: addressLine1 ?? '',
          addressLine2: addressLine2 ?? '',
          postCode: postCode ?? '',
          county: county ?? '',
          country: country ?? '',
        }),
      },
      select: TEAM_USER_SELECT,
    });
    await sendWelcomeMail(tx, user);
    await audit('user_created', { userId: session.userId, accountId: session.accountId, ip }, { createdUserId: user.id, purchaseStatus }, tx);
    return toTeamUserDto(user);
  });
}
