import { AppError } from '@/lib/api/errors';
import { db, type Client } from '@/lib/db';
import type { OfferInput } from './schemas';

/**
 * Product (a fuel: additives are sold by the container, POST /api/offer/additive), terminal (of
 * the caller's platform) and lifting period must exist; otherwise a 400 naming the field. One the
 * operator deactivated takes no new offer and no edit (400 offer_catalogue_inactive, the field
 * named too); offers and orders that name it keep it. A seller not released for trading offers
 * nothing (422 seller_not_released).
 */
export async function checkOfferReferences(input: OfferInput, seller: { accountId: number; platformId: string }, client: Client = db) {
  const [account, product, terminal, period] = await Promise.all([
    client.account.findUniqueOrThrow({ where: { id: seller.accountId }, select: { releasedForTrading: true } }),
    client.product.findFirst({ where: { id: input.productId, type: 'FUEL' }, select: { name: true, active: true } }),
    client.terminal.findFirst({ where: { id: input.terminalId, region: { platformId: seller.platformId } }, select: { name: true, active: true } }),
    input.liftingPeriodId === undefined
      ? null
      : client.liftingPeriod.findUnique({ where: { id: input.liftingPeriodId }, select: { name: true, active: true } }),
  ]);
  if (!account.releasedForTrading) throw new AppError('trading', 'seller_not_released');
  const fields: Record<string, string> = {};
  if (!product) fields.productId = 'product_required';
  if (!terminal) fields.terminalId = 'terminal_required';
  if (input.liftingPeriodId !== undefined && !period) fields.liftingPeriodId = 'collection_period_required';
  if (Object.keys(fields).length) throw new AppError('validation', 'validation_failed', undefined, fields);
  if (!product!.active) fields.productId = 'product_inactive';
  if (!terminal!.active) fields.terminalId = 'terminal_inactive';
  if (period && !period.active) fields.liftingPeriodId = 'collection_period_inactive';
  if (Object.keys(fields).length) throw new AppError('validation', 'offer_catalogue_inactive', undefined, fields);
  return { product: product!.name, terminal: terminal!.name, liftingPeriod: period?.name ?? null };
}
