import { db } from '@/lib/db';
import { offerDto } from './offer-record';

/** GET /api/offers/mine: the caller's offers that are not removed, newest first, with product, terminal and period names. */
export async function listMyOffers(sellerAccountId: number) {
  const rows = await db.offer.findMany({ where: { sellerAccountId, status: { not: 'REMOVED' } }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  const [products, terminals, periods] = await Promise.all([
    db.product.findMany({ where: { id: { in: [...new Set(rows.map((r) => r.productId))] } }, select: { id: true, name: true } }),
    db.terminal.findMany({ where: { id: { in: [...new Set(rows.map((r) => r.terminalId))] } }, select: { id: true, name: true } }),
    db.liftingPeriod.findMany({ select: { id: true, name: true } }),
  ]);
  const name = (list: { id: number; name: string }[], id: number | null) => list.find((x) => x.id === id)?.name;
  return {
    offers: rows.map((row) =>
      offerDto(row, { product: name(products, row.productId), terminal: name(terminals, row.terminalId), liftingPeriod: name(periods, row.liftingPeriodId) }),
    ),
  };
}
