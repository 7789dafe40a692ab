import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { containerVolume } from './domain/containers';
import type { AdditiveOfferInput } from './schemas';

/** The account feature of sellers of additives (design 12). */
export const ADDITIVE_SELLER_FEATURE = 'productAdditives';

/** Litres of `units` containers as cbm, the volume columns every offer keeps. */
const cbm = (units: number, litres: number) => containerVolume(units, litres).toFixed(3);

/**
 * POST /api/offer/additive: a new additive offer of the caller, or a clone of one (the same body
 * with status_type_id PAUSED, platform-shell 7). Only additive sellers; the product must be an
 * additive, the terminal of the caller's platform, the buyers ones it has additives enabled for.
 * The cbm columns follow the containers, so the checks every offer has hold for it too.
 */
export async function createAdditiveOffer(user: SessionUser, input: AdditiveOfferInput) {
  const row = await db.offer.create({
    data: { ...(await additiveOfferData(user, input)), sellerAccountId: user.accountId, status: input.status_type_id, priceType: 'FIXED' },
    select: { id: true, status: true },
  });
  return { offerId: row.id, status_type_id: row.status };
}

/**
 * PUT /api/offer/additive/{offerId}: the caller's additive offer changed as the form sends it
 * (the status stays; it has its own call). Containers already sold are gone from the stock given.
 */
export async function updateAdditiveOffer(user: SessionUser, offerId: number, input: AdditiveOfferInput) {
  const data = await additiveOfferData(user, input);
  const { count } = await db.offer.updateMany({
    where: { id: offerId, sellerAccountId: user.accountId, status: { not: 'REMOVED' }, unitLitres: { not: null } },
    data: { ...data, version: { increment: 1 } },
  });
  if (count === 0) throw new AppError('not_found', 'offer_not_found');
  return { offerId, status_type_id: input.status_type_id };
}

/** The offer's columns from the form, once its references are checked: only additive sellers, an additive product, a terminal of the platform, buyers with additives enabled. */
async function additiveOfferData(user: SessionUser, input: AdditiveOfferInput) {
  if (!user.features.includes(ADDITIVE_SELLER_FEATURE)) throw new AppError('forbidden', 'additive_seller_required');
  const [product, terminal, buyers] = await Promise.all([
    db.product.findFirst({ where: { id: input.productId, type: 'ADDITIVE' }, select: { id: true } }),
    db.terminal.findFirst({ where: { id: input.terminalId, region: { platformId: user.platformId } }, select: { id: true } }),
    db.relationship.count({ where: { sellerAccountId: user.accountId, buyerAccountId: { in: input.buyerIds }, additivesEnabled: true } }),
  ]);
  const fields: Record<string, string> = {};
  if (!product) fields.productId = 'product_required';
  if (!terminal) fields.terminalId = 'terminal_required';
  if (buyers !== new Set(input.buyerIds).size) fields.buyerIds = 'invalid_value';
  if (Object.keys(fields).length) throw new AppError('validation', 'validation_failed', undefined, fields);
  const volume = cbm(input.unitStock, input.unitLitres);
  return {
    productId: input.productId,
    terminalId: input.terminalId,
    unitLabel: input.unitLabel,
    unitLitres: input.unitLitres,
    unitPrice: input.unitPrice,
    unitStock: input.unitStock,
    minUnits: input.minUnits,
    maxUnits: input.maxUnits,
    buyerAccountIds: [...new Set(input.buyerIds)],
    totalVolume: volume,
    remainingVolume: volume,
    minOrderQuantity: cbm(input.minUnits, input.unitLitres),
    maxOrderQuantity: cbm(input.maxUnits, input.unitLitres),
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
  };
}
