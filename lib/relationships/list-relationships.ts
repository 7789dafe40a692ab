import { ROLES } from '@/lib/access/routes';
import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';

/** trading-domain 4: a missing status is treated as DISABLED. */
const statusOf = (status: string | null | undefined) => status ?? 'DISABLED';

/**
 * GET /api/relationships/{accountType}: the caller's account's relationships with the counterpart
 * kind named in the path; asking for your own kind (a buyer asking for buyers) is refused. Credit
 * limits, credit days, payment terms and releases belong to seller and buyer management
 * (MyRelationships_View, platform-shell 6): without that role a team member gets the counterparts'
 * names and statuses only, as the Pricing Engine's customer list needs them.
 */
export async function listRelationships(session: SessionUser, counterpart: 'buyer' | 'seller') {
  const callerSide = session.accountType === 'BUYER' ? 'buyer' : session.accountType === 'SELLER' ? 'seller' : null;
  if (!callerSide || callerSide === counterpart) throw new AppError('forbidden', 'relationship_side_mismatch');
  const manages = session.roles.includes(ROLES.relationships);
  const rows = await db.relationship.findMany({
    where: callerSide === 'buyer' ? { buyerAccountId: session.accountId } : { sellerAccountId: session.accountId },
    include: {
      buyer: { select: { id: true, name: true } },
      seller: { select: { id: true, name: true } },
      creditDays: { select: { productId: true, days: true }, orderBy: { productId: 'asc' } },
      terminals: { select: { terminalId: true } },
      products: { select: { productId: true } },
    },
    orderBy: [{ requestedAt: 'desc' }, { id: 'asc' }],
  });
  return {
    relationships: rows.map((r) => {
      const other = counterpart === 'seller' ? r.seller : r.buyer;
      const status = statusOf(r.status);
      const parties = {
        _id: r.id,
        other: { id: other.id, name: other.name, status, additivesEnabled: r.additivesEnabled },
        buyer: { id: r.buyer.id, name: r.buyer.name, status },
        seller: { id: r.seller.id, name: r.seller.name, status },
        requestedAt: r.requestedAt.toISOString(),
      };
      if (!manages) return parties;
      return {
        ...parties,
        creditLimitOption: r.creditLimitOption,
        creditLimit: r.creditLimit?.toFixed(2) ?? null,
        creditDays: r.creditDays,
        paymentTermId: r.paymentTermId,
        terminals: { all: r.allTerminals, ids: r.terminals.map((t) => t.terminalId) },
        products: { all: r.allProducts, ids: r.products.map((p) => p.productId) },
      };
    }),
  };
}
