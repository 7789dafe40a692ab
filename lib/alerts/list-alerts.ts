import { db } from '@/lib/db';
import type { PriceAlertDto } from './schemas';

/** The caller's own alerts, newest first, with product and terminal names for the list. */
export async function listAlerts(userId: number): Promise<{ alerts: PriceAlertDto[] }> {
  const rows = await db.priceAlert.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  const [products, terminals] = await Promise.all([
    db.product.findMany({ where: { id: { in: [...new Set(rows.map((r) => r.productId))] } }, select: { id: true, name: true } }),
    db.terminal.findMany({ where: { id: { in: [...new Set(rows.map((r) => r.terminalId))] } }, select: { id: true, name: true } }),
  ]);
  const name = (list: { id: number; name: string }[], id: number) => list.find((x) => x.id === id)?.name ?? '';
  return {
    alerts: rows.map((r) => ({
      id: r.id,
      note: r.note,
      price: r.price.toString(),
      operator: r.operator,
      productId: r.productId,
      product: name(products, r.productId),
      terminalId: r.terminalId,
      terminal: name(terminals, r.terminalId),
      liftingPeriodType: r.liftingPeriodType === 'PROMPT' ? 'PROMPT' : 'ALL',
      status: r.status,
      triggeredAt: r.triggeredAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
