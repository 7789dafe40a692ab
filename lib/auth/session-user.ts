import type { AccountType } from '@/lib/access/routes';

/** Who is calling, as every route handler sees it after the session check. */
export interface SessionUser {
  userId: number;
  accountId: number;
  accountType: AccountType;
  platformId: string;
  parentAccountId: number | null;
  isShareholder: boolean;
  roles: string[];
  features: string[];
  isAdmin: boolean;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  accountName: string;
  gtcAccepted: boolean;
  /** Changes with every change of the account's metadata (Account.metadataVersion). */
  accountMetadataVersion: number;
}
