import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import type { RuleInput } from './schemas';

/**
 * Every id a rule names must be the caller's to name: products that exist, terminals and networks
 * of the caller's platform, the caller's own offers, and customers that are ENABLED buyers of this
 * seller. Anything else is a 400 naming the field, so no rule ever points at someone else's data.
 */
export async function checkRuleTargets(user: SessionUser, input: RuleInput) {
  const [products, terminals, networks, offers, customers] = await Promise.all([
    count(input.productIds, () => db.product.count({ where: { id: { in: input.productIds } } })),
    count(input.terminalIds, () => db.terminal.count({ where: { id: { in: input.terminalIds }, region: { platformId: user.platformId } } })),
    count(input.networkIds, () => db.region.count({ where: { id: { in: input.networkIds }, platformId: user.platformId } })),
    count(input.offerIds, () => db.offer.count({ where: { id: { in: input.offerIds }, sellerAccountId: user.accountId, status: { not: 'REMOVED' } } })),
    count(input.accountIds, () =>
      db.relationship.count({ where: { sellerAccountId: user.accountId, buyerAccountId: { in: input.accountIds }, status: 'ENABLED' } }),
    ),
  ]);
  const fields: Record<string, string> = {};
  if (products !== unique(input.productIds)) fields.productIds = 'product_unknown';
  if (terminals !== unique(input.terminalIds)) fields.terminalIds = 'terminal_unknown';
  if (networks !== unique(input.networkIds)) fields.networkIds = 'network_unknown';
  if (offers !== unique(input.offerIds)) fields.offerIds = 'offer_unknown';
  if (customers !== unique(input.accountIds)) fields.accountIds = 'customer_not_enabled';
  if (Object.keys(fields).length) throw new AppError('validation', 'validation_failed', undefined, fields);
}

const unique = (ids: number[]) => new Set(ids).size;

async function count(ids: number[], query: () => Promise<number>) {
  return ids.length ? query() : 0;
}
