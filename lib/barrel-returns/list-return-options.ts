import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { purchaseUnitOf } from '@/lib/format/units';

/**
 * GET /api/barrel-returns/options: what a buyer's request to collect empties may name: the sellers
 * it trades additives with (relationship ENABLED, additives enabled), the additive products, and
 * the containers those sellers sell or sold, by seller and product ("Fass (200 l)"), so the
 * request names a container as its orders do.
 */
export async function listReturnOptions(user: SessionUser) {
  const relationships = await db.relationship.findMany({
    where: { buyerAccountId: user.accountId, status: 'ENABLED', additivesEnabled: true },
    select: { seller: { select: { id: true, name: true } } },
    orderBy: { seller: { name: 'asc' } },
  });
  const sellers = relationships.map((r) => r.seller);
  const [products, offers] = await Promise.all([
    db.product.findMany({ where: { type: 'ADDITIVE' }, select: { id: true, name: true }, orderBy: { name: 'asc' } }),
    db.offer.findMany({
      where: { sellerAccountId: { in: sellers.map((s) => s.id) }, unitLitres: { not: null } },
      distinct: ['sellerAccountId', 'productId', 'unitLabel', 'unitLitres'],
      select: { sellerAccountId: true, productId: true, unitLabel: true, unitLitres: true },
    }),
  ]);
  const containers = offers.map((o) => ({
    sellerAccountId: o.sellerAccountId,
    productId: o.productId,
    purchaseUnit: purchaseUnitOf({ unitLabel: o.unitLabel ?? '', unitLitres: o.unitLitres! }),
  }));
  return { sellers, products, containers: containers.sort((a, b) => a.purchaseUnit.localeCompare(b.purchaseUnit, 'de')) };
}
