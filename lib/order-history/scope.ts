import { AppError } from '@/lib/api/errors';
import { ROLES } from '@/lib/access/routes';
import type { SessionUser } from '@/lib/auth/session-user';
import { db, Prisma } from '@/lib/db';

/**
 * The orders a history query starts from, before the user's filters: those of `accountIds` on
 * one side (`column`), of one product type when given. Additives are orders by the litre or of
 * an ADDITIVE product; everything else is fuel.
 */
export interface HistoryBase {
  column: 'buyerAccountId' | 'sellerAccountId';
  accountIds: number[];
  productType?: 'FUEL' | 'ADDITIVE';
}

/** ChildAccounts_Offers_View: the caller may read the orders of its account's child accounts, read only. */
export const readsChildOrders = (user: SessionUser) => user.roles.includes(ROLES.childAccountOffers);

/**
 * Whose orders the caller may see: buyers their account's, sellers those on their offers
 * (an order's seller account is the offer's), and with ChildAccounts_Offers_View the orders of
 * the named child accounts instead. Everything else is refused.
 */
export async function historyBase(user: SessionUser, shareholderList: number[] | undefined, productType?: 'FUEL' | 'ADDITIVE'): Promise<HistoryBase> {
  if (shareholderList?.length) {
    if (!readsChildOrders(user)) throw new AppError('forbidden', 'forbidden');
    const children = await db.account.findMany({ where: { parentId: user.accountId, id: { in: shareholderList } }, select: { id: true } });
    if (children.length !== new Set(shareholderList).size) throw new AppError('forbidden', 'forbidden');
    return { column: 'buyerAccountId', accountIds: children.map((child) => child.id), productType };
  }
  if (user.accountType === 'BUYER') return { column: 'buyerAccountId', accountIds: [user.accountId], productType };
  if (user.accountType === 'SELLER') return { column: 'sellerAccountId', accountIds: [user.accountId], productType };
  throw new AppError('forbidden', 'forbidden');
}

/** The ids of the ADDITIVE products, which `baseWhere` needs for a product type. */
export async function additiveProductIds(): Promise<number[]> {
  return (await db.product.findMany({ where: { type: 'ADDITIVE' }, select: { id: true } })).map((p) => p.id);
}

export function baseWhere(base: HistoryBase, additiveIds: number[]): Prisma.OrderWhereInput {
  const party: Prisma.OrderWhereInput = { [base.column]: { in: base.accountIds } };
  if (!base.productType) return party;
  return {
    AND: [
      party,
      base.productType === 'ADDITIVE'
        ? { OR: [{ purchaseUnit: 'liter' }, { productId: { in: additiveIds } }] }
        : { purchaseUnit: { not: 'liter' }, productId: { notIn: additiveIds } },
    ],
  };
}

/** The same base as SQL, for the grouped queries Prisma cannot express. `column` is a constant, never input. */
export function baseSql(base: HistoryBase): Prisma.Sql {
  const party = Prisma.sql`${Prisma.raw(`"${base.column}"`)} IN (${Prisma.join(base.accountIds)})`;
  if (!base.productType) return party;
  const additive = Prisma.sql`"productId" = ANY(ARRAY(SELECT "id" FROM "Product" WHERE "type" = 'ADDITIVE'))`;
  return base.productType === 'ADDITIVE'
    ? Prisma.sql`${party} AND ("purchaseUnit" = 'liter' OR ${additive})`
    : Prisma.sql`${party} AND "purchaseUnit" <> 'liter' AND NOT (${additive})`;
}
