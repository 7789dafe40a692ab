import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { findOwnOffer } from './find-own-offer';
import { offerDto } from './offer-record';

const FROM = { PAUSED: ['ACTIVE', 'PAUSED'], ACTIVE: ['PAUSED', 'ACTIVE'], REMOVED: ['ACTIVE', 'PAUSED'] } as const;

/**
 * Pause, resume or remove (DELETE) one of the caller's fuel offers, or with `containers` of its
 * additive offers. Pausing a paused offer changes nothing and is fine (a double click); a removed
 * offer is gone for its seller (404). The status is not part of the form, so it leaves the edit
 * version alone.
 */
export async function setOfferStatus(user: SessionUser, id: number, status: 'ACTIVE' | 'PAUSED' | 'REMOVED', containers = false) {
  const current = await findOwnOffer(user.accountId, id, db, containers);
  const { count } = await db.offer.updateMany({
    where: { id, sellerAccountId: user.accountId, status: { in: [...FROM[status]] } },
    data: { status },
  });
  if (count === 0) throw new AppError('not_found', 'offer_not_found');
  return { offer: offerDto({ ...current, status }) };
}
