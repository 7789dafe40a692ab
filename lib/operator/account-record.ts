import type { Client, Prisma } from '@/lib/db';
import { DELETED_STATUS } from '@/lib/users/schemas';
import type { OperatorAccountDto } from './schemas';

export const OPERATOR_ACCOUNT_SELECT = {
  id: true,
  name: true,
  type: true,
  isShareholder: true,
  parentId: true,
  parent: { select: { name: true } },
  blocked: true,
  releasedForTrading: true,
  addressLine1: true,
  addressLine2: true,
  postCode: true,
  city: true,
  country: true,
  version: true,
  createdAt: true,
  priceAdjustment: true,
  shareholderCreditLimit: true,
  shareholderCreditDays: true,
  collectionCutDays: true,
  shareholderTerminalIds: true,
  features: true,
  _count: { select: { users: { where: { statusId: { not: DELETED_STATUS } } } } },
} as const satisfies Prisma.AccountSelect;

type AccountRow = Prisma.AccountGetPayload<{ select: typeof OPERATOR_ACCOUNT_SELECT }>;

/** The account as the operator's screens show it; the shareholder terms only when its purchase limits were read (the detail, not the list). */
export function operatorAccountDto(row: AccountRow, purchaseLimits?: { productId: number; limitCbm: { toString(): string } }[]): OperatorAccountDto {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    kind: row.isShareholder ? 'SHAREHOLDER' : row.type,
    parentId: row.parentId,
    parentName: row.parent?.name ?? null,
    blocked: row.blocked,
    releasedForTrading: row.releasedForTrading,
    status: row.blocked ? 'BLOCKED' : (row.type === 'BUYER' || row.type === 'SELLER') && !row.releasedForTrading ? 'NOT_RELEASED' : 'ACTIVE',
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    postCode: row.postCode,
    city: row.city,
    country: row.country,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    userCount: row._count.users,
    features: row.features,
    shareholderTerms:
      row.isShareholder && purchaseLimits
        ? {
            priceAdjustment: row.priceAdjustment?.toString() ?? null,
            creditLimit: row.shareholderCreditLimit?.toString() ?? null,
            creditDays: row.shareholderCreditDays,
            collectionCutDays: row.collectionCutDays,
            terminalIds: row.shareholderTerminalIds,
            purchaseLimits: purchaseLimits.map((l) => ({ productId: l.productId, limitCbm: l.limitCbm.toString() })),
          }
        : null,
  };
}

/** One account of the operator's platform with its purchase limits, or null. */
export async function readOperatorAccount(client: Client, platformId: string, id: number): Promise<OperatorAccountDto | null> {
  const row = await client.account.findFirst({ where: { id, platformId }, select: OPERATOR_ACCOUNT_SELECT });
  if (!row) return null;
  const limits = row.isShareholder
    ? await client.purchaseLimit.findMany({ where: { accountId: id }, select: { productId: true, limitCbm: true }, orderBy: { productId: 'asc' } })
    : [];
  return operatorAccountDto(row, limits);
}
