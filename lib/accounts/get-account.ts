import { db } from '@/lib/db';
import type { CompanyAccountDto } from './schemas';

export const ACCOUNT_ADDRESS_SELECT = { name: true, addressLine1: true, addressLine2: true, postCode: true, city: true, country: true } as const;

/** GET /api/account: the company address of the caller's own account. */
export async function getAccount(accountId: number): Promise<CompanyAccountDto> {
  return db.account.findUniqueOrThrow({ where: { id: accountId }, select: ACCOUNT_ADDRESS_SELECT });
}
