import { AppError } from '@/lib/api/errors';
import { ROLES } from '@/lib/access/routes';
import type { SessionUser } from '@/lib/auth/session-user';
import { db, type Prisma } from '@/lib/db';

/**
 * Whose orders the caller may see: buyers their account's, sellers those on their offers
 * (an order's seller account is the offer's), and with ChildAccounts_Offers_View the orders of
 * the named child accounts instead. Everything else is refused.
 */
export async function historyScope(user: SessionUser, shareholderList: number[] | undefined): Promise<Prisma.OrderWhereInput> {
  if (shareholderList?.length) {
    if (!user.roles.includes(ROLES.childAccountOffers)) throw new AppError('forbidden', 'forbidden');
    const children = await db.account.findMany({ where: { parentId: user.accountId, id: { in: shareholderList } }, select: { id: true } });
    if (children.length !== new Set(shareholderList).size) throw new AppError('forbidden', 'forbidden');
    return { buyerAccountId: { in: children.map((child) => child.id) } };
  }
  if (user.accountType === 'BUYER') return { buyerAccountId: user.accountId };
  if (user.accountType === 'SELLER') return { sellerAccountId: user.accountId };
  throw new AppError('forbidden', 'forbidden');
}

/** Additives are orders by the litre or of an ADDITIVE product; everything else is fuel. */
export async function productTypeWhere(productType: 'FUEL' | 'ADDITIVE'): Promise<Prisma.OrderWhereInput> {
  const additives = (await db.product.findMany({ where: { type: 'ADDITIVE' }, select: { id: true } })).map((p) => p.id);
  return productType === 'ADDITIVE'
    ? { OR: [{ purchaseUnit: 'liter' }, { productId: { in: additives } }] }
    : { purchaseUnit: { not: 'liter' }, productId: { notIn: additives } };
}
