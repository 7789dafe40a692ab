import { AppError } from '@/lib/api/errors';
import type { Tx } from '@/lib/db';
import { db } from '@/lib/db';

/**
 * The caller's offer, unless removed: a fuel offer, or with `containers` an additive one sold by
 * the container, whose cbm follow its containers and so are not for the fuel calls to change.
 * Another seller's id, or an offer of the other kind, answers exactly like an unknown one (404),
 * so ids cannot be probed (design 3).
 */
export async function findOwnOffer(sellerAccountId: number, id: number, client: Tx | typeof db = db, containers = false) {
  const offer = await client.offer.findFirst({
    where: { id, sellerAccountId, status: { not: 'REMOVED' }, unitLitres: containers ? { not: null } : null },
  });
  if (!offer) throw new AppError('not_found', 'offer_not_found');
  return offer;
}
