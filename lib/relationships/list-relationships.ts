import { ROLES } from '@/lib/access/routes';
import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { readCreditUsed } from './read-credit-used';
import { RELATIONSHIP_INCLUDE, relationshipDto, unrelatedSellerDto } from './relationship-record';
import type { RelationshipStatus } from './schemas';

/**
 * GET /api/relationships/{accountType}: the caller's account's relationships with the counterpart
 * kind named in the path; asking for your own kind (a buyer asking for buyers) is refused. A buyer
 * also gets every other seller of its platform (not blocked) as DISABLED without an id, so "My
 * sellers" can offer the request button (design 10: none is shown as DISABLED). `status` narrows
 * the list to one status. Managers also get `creditUsed`: the open exposure checkout counts
 * against a credit limit (null without one).
 */
export async function listRelationships(session: SessionUser, counterpart: 'buyer' | 'seller', status?: RelationshipStatus, now = new Date()) {
  const callerSide = session.accountType === 'BUYER' ? 'buyer' : session.accountType === 'SELLER' ? 'seller' : null;
  if (!callerSide || callerSide === counterpart) throw new AppError('forbidden', 'relationship_side_mismatch');
  const manages = session.roles.includes(ROLES.relationships);
  const rows = await db.relationship.findMany({
    where: { ...(callerSide === 'buyer' ? { buyerAccountId: session.accountId } : { sellerAccountId: session.accountId }), status },
    include: RELATIONSHIP_INCLUDE,
    orderBy: [{ requestedAt: 'desc' }, { id: 'asc' }],
  });
  const creditUsed = manages ? await readCreditUsed(rows, now) : null;
  const relationships = rows.map((r) => ({
    ...relationshipDto(r, counterpart, manages),
    ...(creditUsed && { creditUsed: creditUsed.get(r.id)?.toFixed(2) ?? null }),
  }));
  if (callerSide === 'seller' || (status && status !== 'DISABLED')) return { relationships };

  const unrelated = await db.account.findMany({
    where: {
      type: 'SELLER',
      platformId: session.platformId,
      blocked: false,
      sellerRelationships: { none: { buyerAccountId: session.accountId } },
    },
    select: { id: true, name: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
  const buyer = { id: session.accountId, name: session.accountName };
  return { relationships: [...relationships, ...unrelated.map((seller) => unrelatedSellerDto(buyer, seller))] };
}
