import { db } from '@/lib/db';
import type { OfferNames } from './domain/offer-template';

/** The names the offer file writes and reads: the fuels, the platform's terminals and the lifting periods. */
export async function loadOfferNames(platformId: string): Promise<OfferNames> {
  const [products, terminals, periods] = await Promise.all([
    db.product.findMany({ where: { type: 'FUEL' }, select: { id: true, name: true } }),
    db.terminal.findMany({ where: { region: { platformId } }, select: { id: true, name: true } }),
    db.liftingPeriod.findMany({ select: { id: true, name: true } }),
  ]);
  const byId = (rows: { id: number; name: string }[]) => new Map(rows.map((row) => [row.id, row.name]));
  return { products: byId(products), terminals: byId(terminals), liftingPeriods: byId(periods) };
}
