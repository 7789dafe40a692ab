import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db, type Client } from '@/lib/db';
import { lockOffers } from '@/lib/basket/lock-order';
import { sqlOf } from '@/lib/db-transaction';
import type { Offer } from '@/lib/generated/prisma/client';
import { findOwnOffer } from '@/lib/offers/find-own-offer';
import { ADDITIVE_SELLER_FEATURE, containerVolume } from './domain/containers';
import { additiveOfferDto, namesOf, readAdditiveRows } from './list-additive-offers';
import type { AdditiveOfferInput, AdditiveOfferUpdate } from './schemas';

/** Litres of `units` containers as cbm, the volume columns every offer keeps. */
const cbm = (units: number, litres: number) => containerVolume(units, litres).toFixed(3);

/**
 * POST /api/offer/additive: a new additive offer of the caller, or a clone of one (the same body
 * with status_type_id PAUSED, platform-shell 7). Only additive sellers; the product must be an
 * additive, the terminal of the caller's platform, the buyers ones it has additives enabled for.
 * The cbm columns follow the containers, so the checks every offer has hold for it too. Reads and
 * writes through `client`: the Idempotency-Key's transaction, when the call carries one.
 */
export async function createAdditiveOffer(user: SessionUser, input: AdditiveOfferInput, client: Client = db) {
  const row = await client.offer.create({
    data: { ...(await additiveOfferData(user, input, client)), sellerAccountId: user.accountId, status: input.status_type_id, priceType: 'FIXED' },
    select: { id: true, status: true },
  });
  return { offerId: row.id, status_type_id: row.status };
}

/**
 * PUT /api/offer/additive/{offerId}: the caller's additive offer changed as the form sends it
 * (the status stays; it has its own call). The stock given is the stock left. The edit names the
 * version it was loaded at, and a sale of containers makes a new version too (it changes the
 * stock), so a form that is stale, by a colleague's save or by a sale meanwhile, gets 409 with the
 * current offer instead of restoring what was sold. A new product, terminal, container or price
 * bumps the terms version, so a basket reserved before is refused at checkout.
 */
export async function updateAdditiveOffer(user: SessionUser, offerId: number, { version, ...input }: AdditiveOfferUpdate) {
  const data = await additiveOfferData(user, input);
  const row = await db.$transaction(async (tx) => {
    // Step 4 of lib/basket/lock-order: a checkout taking containers waits for the edit, or the edit for it.
    await lockOffers(sqlOf(tx), [offerId]);
    const current = await findOwnOffer(user.accountId, offerId, tx, true);
    if (current.version !== version) {
      const [changed] = await readAdditiveRows(user, true, new Date(), offerId);
      throw new AppError('conflict', 'offer_edited_elsewhere', { offer: additiveOfferDto(changed, await namesOf(changed.buyerAccountIds)) });
    }
    return tx.offer.update({
      where: { id: offerId },
      data: { ...data, version: { increment: 1 }, ...(changesTerms(current, data) && { termsVersion: { increment: 1 } }) },
      select: { status: true },
    });
  });
  return { offerId, status_type_id: row.status };
}

/** Whether an edit changes what a buyer agreed to when reserving: product, terminal, container or its price. */
const changesTerms = (current: Offer, next: Awaited<ReturnType<typeof additiveOfferData>>) =>
  current.productId !== next.productId ||
  current.terminalId !== next.terminalId ||
  current.unitLabel !== next.unitLabel ||
  current.unitLitres !== next.unitLitres ||
  !current.unitPrice?.equals(next.unitPrice);

/** The offer's columns from the form, once its references are checked: only additive sellers, an additive product, a terminal of the platform, buyers with additives enabled. */
async function additiveOfferData(user: SessionUser, input: AdditiveOfferInput, client: Client = db) {
  if (!user.features.includes(ADDITIVE_SELLER_FEATURE)) throw new AppError('forbidden', 'additive_seller_required');
  const [product, terminal, buyers] = await Promise.all([
    client.product.findFirst({ where: { id: input.productId, type: 'ADDITIVE' }, select: { active: true } }),
    client.terminal.findFirst({ where: { id: input.terminalId, region: { platformId: user.platformId } }, select: { active: true } }),
    client.relationship.count({ where: { sellerAccountId: user.accountId, buyerAccountId: { in: input.buyerIds }, additivesEnabled: true } }),
  ]);
  const fields: Record<string, string> = {};
  if (!product) fields.productId = 'product_required';
  if (!terminal) fields.terminalId = 'terminal_required';
  if (buyers !== new Set(input.buyerIds).size) fields.buyerIds = 'buyer_additives_not_enabled';
  if (Object.keys(fields).length) throw new AppError('validation', 'validation_failed', undefined, fields);
  // A product or terminal the operator deactivated takes no new offer, as for fuels (lib/offers).
  if (!product!.active) fields.productId = 'product_inactive';
  if (!terminal!.active) fields.terminalId = 'terminal_inactive';
  if (Object.keys(fields).length) throw new AppError('validation', 'offer_catalogue_inactive', undefined, fields);
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
