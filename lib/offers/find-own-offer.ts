import { AppError } from '@/lib/api/errors';
import type { Tx } from '@/lib/db';
import { db } from '@/lib/db';

/**
 * The caller's offer, unless removed. Another seller's id answers exactly like an unknown one
 * (404), so ids cannot be probed (design 3).
 */
export async function findOwnOffer(sellerAccountId: number, id: number, client: Tx | typeof db = db) {
  const offer = await client.offer.findFirst({ where: { id, sellerAccountId, status: { not: 'REMOVED' } } });
  if (!offer) throw new AppError('not_found', 'offer_not_found');
  return offer;
}
