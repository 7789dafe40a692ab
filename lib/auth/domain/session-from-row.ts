import type { AccountType } from '@/lib/access/routes';
import type { SessionUser } from '../session-user';

/** The user, account and terms acceptance of a session, as one statement reads them. */
export interface SessionRow {
  id: number;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  roles: string[];
  features: string[];
  isAdmin: boolean;
  statusId: number;
  validAfter: Date;
  accountId: number;
  accountName: string;
  accountType: AccountType;
  platformId: string;
  parentId: number | null;
  isShareholder: boolean;
  accountBlocked: boolean;
  accountFeatures: string[];
  accountMetadataVersion: number;
  termsAccepted: boolean;
  /** This very session (user and sign-in time) was ended by its logout. */
  revoked: boolean;
}

/** However active, a session ends this long after its sign-in: the password must be proven again. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

/**
 * Whether a session still holds, and who it is (security 8): a user that is not active (status
 * other than 100), in a blocked account, whose sessions were ended after `authAt` (password
 * change, block), whose session was logged out, or who signed in more than SESSION_LIFETIME_MS
 * before `now` is signed out at this request. The brute-force lock is not among them: anyone
 * who knows the address can trigger it, so it only refuses new logins and leaves the victim's
 * sessions alone.
 */
export function sessionFromRow(row: SessionRow | undefined, authAt: number, now: number): SessionUser | null {
  if (!row || row.statusId !== 100 || row.accountBlocked || row.revoked) return null;
  if (authAt < row.validAfter.getTime() || now - authAt > SESSION_LIFETIME_MS) return null;
  return {
    userId: row.id,
    accountId: row.accountId,
    accountType: row.accountType,
    platformId: row.platformId,
    parentAccountId: row.parentId,
    isShareholder: row.isShareholder,
    roles: row.roles,
    features: [...new Set([...row.accountFeatures, ...row.features])],
    isAdmin: row.isAdmin,
    email: row.email,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    accountName: row.accountName,
    gtcAccepted: row.termsAccepted,
    accountMetadataVersion: row.accountMetadataVersion,
  };
}
