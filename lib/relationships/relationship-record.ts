import type { SessionUser } from '@/lib/auth/session-user';
import type { Prisma } from '@/lib/db';

/** What every relationship answer reads: both parties' names and the seller's releases. */
export const RELATIONSHIP_INCLUDE = {
  buyer: { select: { id: true, name: true } },
  seller: { select: { id: true, name: true } },
  creditDays: { select: { productId: true, days: true }, orderBy: { productId: 'asc' } },
  terminals: { select: { terminalId: true }, orderBy: { terminalId: 'asc' } },
  products: { select: { productId: true }, orderBy: { productId: 'asc' } },
} satisfies Prisma.RelationshipInclude;

export type RelationshipRow = Prisma.RelationshipGetPayload<{ include: typeof RELATIONSHIP_INCLUDE }>;

/** trading-domain 4: a missing status is treated as DISABLED. */
const statusOf = (status: string | null | undefined) => status ?? 'DISABLED';

/** The terms a seller sets, as answers and the audit log show them, with the edit version. */
function termsOf(r: RelationshipRow) {
  return {
    creditLimitOption: r.creditLimitOption,
    creditLimit: r.creditLimit?.toFixed(2) ?? null,
    creditLimitSource: r.creditLimitSource,
    creditDays: r.creditDays,
    paymentTermId: r.paymentTermId,
    terminals: { all: r.allTerminals, ids: r.terminals.map((t) => t.terminalId) },
    products: { all: r.allProducts, ids: r.products.map((p) => p.productId) },
    version: r.version,
  };
}

/** What the audit log keeps of a relationship before and after a change. */
export function relationshipState(r: RelationshipRow) {
  return { status: statusOf(r.status), additivesEnabled: r.additivesEnabled, ...termsOf(r) };
}

/** Who did what when since the buyer's last request: its message, and the last status change. */
function historyOf(r: RelationshipRow) {
  return {
    requestMessage: r.requestMessage,
    decision: r.decidedAt && { at: r.decidedAt.toISOString(), by: r.decidedByName, message: r.decisionMessage },
    disabledBy: r.disabledBy,
  };
}

/** A status change by `user` now, as the relationship keeps it (historyOf). */
export const decisionBy = (user: SessionUser, message?: string) => ({
  decidedAt: new Date(),
  decidedByName: `${user.firstName} ${user.lastName}`.trim(),
  decisionMessage: message ?? null,
});

/**
 * One relationship as the caller sees it. Credit limit, credit days, payment term, releases, the
 * edit version and the messages belong to seller and buyer management (MyRelationships_View,
 * platform-shell 6): without that role a team member gets the counterparts' names and statuses only.
 */
export function relationshipDto(r: RelationshipRow, counterpart: 'buyer' | 'seller', manages: boolean) {
  const other = counterpart === 'seller' ? r.seller : r.buyer;
  const status = statusOf(r.status);
  const parties = {
    _id: r.id as number | null,
    other: { id: other.id, name: other.name, status, additivesEnabled: r.additivesEnabled },
    buyer: { id: r.buyer.id, name: r.buyer.name, status },
    seller: { id: r.seller.id, name: r.seller.name, status },
    requestedAt: r.requestedAt.toISOString() as string | null,
  };
  return manages ? { ...parties, ...termsOf(r), ...historyOf(r) } : parties;
}

/** A seller of the platform the buyer has no relationship with: shown DISABLED, without an id. */
export function unrelatedSellerDto(buyer: { id: number; name: string }, seller: { id: number; name: string }) {
  const status = 'DISABLED';
  return {
    _id: null,
    other: { id: seller.id, name: seller.name, status, additivesEnabled: false },
    buyer: { id: buyer.id, name: buyer.name, status },
    seller: { id: seller.id, name: seller.name, status },
    requestedAt: null,
  };
}
