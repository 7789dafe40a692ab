import { AppError } from '@/lib/api/errors';
import { db, type Client } from '@/lib/db';
import type { OfferInput } from './schemas';

/**
 * Product (a fuel: additives are sold by the container, POST /api/offer/additive), terminal (of
 * the caller's platform) and lifting period must exist; otherwise a 400 naming the field.
 */
export async function checkOfferReferences(input: OfferInput, platformId: string, client: Client = db) {
  const [product, terminal, period] = await Promise.all([
    client.product.findFirst({ where: { id: input.productId, type: 'FUEL' }, select: { name: true } }),
    client.terminal.findFirst({ where: { id: input.terminalId, region: { platformId } }, select: { name: true } }),
    input.liftingPeriodId === undefined ? null : client.liftingPeriod.findUnique({ where: { id: input.liftingPeriodId }, select: { name: true } }),
  ]);
  const fields: Record<string, string> = {};
  if (!product) fields.productId = 'product_required';
  if (!terminal) fields.terminalId = 'terminal_required';
  if (input.liftingPeriodId !== undefined && !period) fields.liftingPeriodId = 'collection_period_required';
  if (Object.keys(fields).length) throw new AppError('validation', 'validation_failed', undefined, fields);
  return { product: product!.name, terminal: terminal!.name, liftingPeriod: period?.name ?? null };
}
