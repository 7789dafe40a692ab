import { db } from '@/lib/db';

/** GET /api/accounts/children: the child (shareholder) accounts under the caller's account, by name. */
export async function listChildAccounts(accountId: number) {
  const rows = await db.account.findMany({
    where: { parentId: accountId },
    select: { id: true, name: true, isShareholder: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
  return { accounts: rows };
}
