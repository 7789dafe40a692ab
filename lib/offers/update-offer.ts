import Decimal from 'decimal.js';
import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { checkOfferReferences } from './check-offer-references';
import { findOwnOffer } from './find-own-offer';
import { changesTerms, offerData, offerDto } from './offer-record';
import type { OfferUpdate } from './schemas';

/**
 * PUT /api/offers/{id}: the edit names the version it was loaded at; if someone saved in between,
 * 409 with the current offer so the form can reload. A new total keeps what was already sold:
 * remaining = new total - sold, refused (422) when less than nothing would remain. A new product,
 * terminal or collection period also bumps the terms version, which voids reservations.
 */
export async function updateOffer(user: SessionUser, id: number, { version, ...input }: OfferUpdate) {
  const names = await checkOfferReferences(input, user);
  const row = await db.$transaction(async (tx) => {
    // The row lock keeps a checkout from selling between reading "sold" and writing the new remainder.
    await tx.$queryRaw`SELECT 1 FROM "Offer" WHERE "id" = ${id} AND "sellerAccountId" = ${user.accountId} FOR UPDATE`;
    const current = await findOwnOffer(user.accountId, id, tx);
    if (current.version !== version) throw new AppError('conflict', 'offer_edited_elsewhere', { offer: offerDto(current) });
    const sold = new Decimal(current.totalVolume.toString()).minus(current.remainingVolume.toString());
    const remaining = new Decimal(input.totalVolume).minus(sold);
    if (remaining.isNegative()) throw new AppError('trading', 'volume_below_sold', { sold: sold.toString() }, { totalVolume: 'volume_below_sold' });
    const data = offerData(input);
    return tx.offer.update({
      where: { id },
      data: {
        ...data,
        remainingVolume: remaining.toString(),
        version: { increment: 1 },
        ...(changesTerms(current, data) && { termsVersion: { increment: 1 } }),
      },
    });
  });
  return { offer: offerDto(row, names) };
}
