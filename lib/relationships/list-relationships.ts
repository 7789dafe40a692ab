import { ROLES } from '@/lib/access/routes';
import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { RELATIONSHIP_INCLUDE, relationshipDto, unrelatedSellerDto } from './relationship-record';

/**
 * GET /api/relationships/{accountType}: the caller's account's relationships with the counterpart
 * kind named in the path; asking for your own kind (a buyer asking for buyers) is refused. A buyer
 * also gets every other seller of its platform (not blocked) as DISABLED without an id, so "My
 * sellers" can offer the request button (design 10: none is shown as DISABLED).
 */
export async function listRelationships(session: SessionUser, counterpart: 'buyer' | 'seller') {
  const callerSide = session.accountType === 'BUYER' ? 'buyer' : session.accountType === 'SELLER' ? 'seller' : null;
  if (!callerSide || callerSide === counterpart) throw new AppError('forbidden', 'relationship_side_mismatch');
  const manages = session.roles.includes(ROLES.relationships);
  const rows = await db.relationship.findMany({
    where: callerSide === 'buyer' ? { buyerAccountId: session.accountId } : { sellerAccountId: session.accountId },
    include: RELATIONSHIP_INCLUDE,
    orderBy: [{ requestedAt: 'desc' }, { id: 'asc' }],
  });
  const relationships = rows.map((r) => relationshipDto(r, counterpart, manages));
  if (callerSide === 'seller') return { relationships };

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
