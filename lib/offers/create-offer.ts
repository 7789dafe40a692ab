import type { SessionUser } from '@/lib/auth/session-user';
import { db, type Client } from '@/lib/db';
import { checkOfferReferences } from './check-offer-references';
import { offerData, offerDto } from './offer-record';
import type { OfferInput } from './schemas';

/** POST /api/offers: a new active offer of the caller's account; nothing is sold yet, so all of it remains. */
export async function createOffer(user: SessionUser, input: OfferInput, client: Client = db) {
  const names = await checkOfferReferences(input, user, client);
  const row = await client.offer.create({
    data: { ...offerData(input), sellerAccountId: user.accountId, remainingVolume: input.totalVolume },
  });
  return { offer: offerDto(row, names) };
}
