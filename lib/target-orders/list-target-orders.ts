import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import type { TargetOrderDto } from './schemas';

/** GET /api/target-orders: the caller account's target orders, newest first, each with its fills and their orders. */
export async function listTargetOrders(user: SessionUser): Promise<{ targetOrders: TargetOrderDto[] }> {
  const rows = await db.targetOrder.findMany({
    where: { accountId: user.accountId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 200,
    include: { fills: { orderBy: { fillNumber: 'asc' } } },
  });
  const [products, orders] = await Promise.all([
    db.product.findMany({ where: { id: { in: [...new Set(rows.map((r) => r.productId))] } }, select: { id: true, name: true } }),
    db.order.findMany({ where: { id: { in: rows.flatMap((r) => r.fills.map((f) => f.orderId)) } }, select: { id: true, orderNumber: true } }),
  ]);
  const productName = new Map(products.map((p) => [p.id, p.name]));
  const orderNumber = new Map(orders.map((o) => [o.id, o.orderNumber]));
  return {
    targetOrders: rows.map((r) => ({
      id: r.id,
      productId: r.productId,
      product: productName.get(r.productId) ?? '',
      terminalIds: r.terminalIds,
      sellerAccountIds: r.sellerAccountIds,
      deliveryLocationId: r.deliveryLocationId,
      liftingPeriodId: r.liftingPeriodId,
      paymentTermId: r.paymentTermId,
      volume: r.volume.toString(),
      filledVolume: r.filledVolume.toString(),
      partFills: r.partFills,
      minPart: r.minPart?.toString() ?? null,
      limitPrice: r.limitPrice.toString(),
      validUntil: r.validUntil,
      status: r.status,
      suspendedReason: r.suspendedReason,
      version: r.version,
      createdAt: r.createdAt.toISOString(),
      fills: r.fills.map((f) => ({
        fillNumber: f.fillNumber,
        orderId: f.orderId,
        orderNumber: orderNumber.get(f.orderId) ?? '',
        quantity: f.quantity.toString(),
        price: f.price.toString(),
        createdAt: f.createdAt.toISOString(),
        seen: f.seenAt !== null,
      })),
    })),
  };
}
