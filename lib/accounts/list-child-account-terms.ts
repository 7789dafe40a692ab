import Decimal from 'decimal.js';
import { DateTime } from 'luxon';
import { db } from '@/lib/db';

export interface ChildAccountTermsDto {
  id: number;
  name: string;
  blocked: boolean;
  priceAdjustment: string | null;
  creditLimit: string | null;
  creditDays: number | null;
  collectionCutDays: number | null;
  terminals: string[];
  purchaseLimits: { product: string; limitCbm: string }[];
  /** cbm of fuel ordered this calendar month (brand zone), spot and trigger, cancelled orders left out. */
  volumeThisMonth: string;
}

/**
 * /aviaten (platform-shell 2, design 11): the parent's child accounts with the terms the operator
 * set, read only, and what each ordered this month.
 */
export async function listChildAccountTerms(parentAccountId: number, timeZone: string, now = new Date()): Promise<ChildAccountTermsDto[]> {
  const children = await db.account.findMany({
    where: { parentId: parentAccountId },
    select: {
      id: true,
      name: true,
      blocked: true,
      priceAdjustment: true,
      shareholderCreditLimit: true,
      shareholderCreditDays: true,
      collectionCutDays: true,
      shareholderTerminalIds: true,
    },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
  if (children.length === 0) return [];
  const ids = children.map((c) => c.id);
  const monthStart = DateTime.fromJSDate(now, { zone: timeZone }).startOf('month').toJSDate();
  const [limits, terminals, volumes, triggered] = await Promise.all([
    db.purchaseLimit.findMany({ where: { accountId: { in: ids } }, select: { accountId: true, productId: true, limitCbm: true } }),
    db.terminal.findMany({ where: { id: { in: [...new Set(children.flatMap((c) => c.shareholderTerminalIds))] } }, select: { id: true, name: true } }),
    db.order.groupBy({
      by: ['buyerAccountId'],
      where: { buyerAccountId: { in: ids }, status: { not: 'CANCELLED' }, purchaseUnit: 'cubic_meter', created: { gte: monthStart } },
      _sum: { quantity: true },
    }),
    db.triggerOrder.groupBy({
      by: ['buyerAccountId'],
      where: { buyerAccountId: { in: ids }, status: { not: 'CANCELLED' }, created: { gte: monthStart } },
      _sum: { quantity: true },
    }),
  ]);
  const products = await db.product.findMany({ where: { id: { in: limits.map((l) => l.productId) } }, select: { id: true, name: true } });
  const productName = new Map(products.map((p) => [p.id, p.name]));
  const terminalName = new Map(terminals.map((t) => [t.id, t.name]));
  const volume = new Map(ids.map((id) => [id, new Decimal(0)]));
  for (const v of [...volumes, ...triggered]) volume.set(v.buyerAccountId, volume.get(v.buyerAccountId)!.plus(v._sum.quantity?.toString() ?? '0'));
  return children.map((c) => ({
    id: c.id,
    name: c.name,
    blocked: c.blocked,
    priceAdjustment: c.priceAdjustment?.toString() ?? null,
    creditLimit: c.shareholderCreditLimit?.toString() ?? null,
    creditDays: c.shareholderCreditDays,
    collectionCutDays: c.collectionCutDays,
    terminals: c.shareholderTerminalIds.map((id) => terminalName.get(id) ?? String(id)),
    purchaseLimits: limits
      .filter((l) => l.accountId === c.id)
      .map((l) => ({ product: productName.get(l.productId) ?? String(l.productId), limitCbm: l.limitCbm.toString() })),
    volumeThisMonth: volume.get(c.id)!.toString(),
  }));
}
