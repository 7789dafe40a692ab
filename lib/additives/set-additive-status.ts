import type { SessionUser } from '@/lib/auth/session-user';
import { setOfferStatus } from '@/lib/offers/set-offer-status';

/**
 * PUT /api/offer/additive/edit: ACTIVE <-> PAUSED, or REMOVED (gone from every list, kept for its
 * orders), for one of the caller's additive offers; another seller's or a fuel offer answers like
 * an unknown one. The status change itself is the fuel offers' (lib/offers/set-offer-status.ts).
 */
export async function setAdditiveStatus(user: SessionUser, offerId: number, status: 'ACTIVE' | 'PAUSED' | 'REMOVED') {
  await setOfferStatus(user, offerId, status, true);
  return { offerId, status_type_id: status };
}
