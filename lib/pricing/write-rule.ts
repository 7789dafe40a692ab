import { inTransaction, type Client } from '@/lib/db';
import { brand } from '@/lib/env';
import { checkRuleDuplicate, dayIn, refuseConcurrentDuplicate } from './check-rule-duplicate';
import type { RuleData } from './rule-record';

/** Kinds whose sameness no unique index states: an expiry is one per day in the brand's zone, a density one per product of overlapping sets. */
const CHECKED_UNDER_LOCK = new Set<RuleData['kind']>(['ICE_EXPIRY', 'DENSITY']);

/**
 * Writes a rule that passed validateRule so that a parallel save of the same rule cannot also
 * pass. Most kinds have the unique index over their identity (migration price_rule_identity),
 * whose refusal answers as the duplicate check does. Expiry and density rules are checked again
 * and written under a lock per seller, so two saves of the seller's such rules take turns.
 */
export async function writeRule<T>(
  client: Client,
  sellerAccountId: number,
  data: RuleData,
  exceptId: number | undefined,
  write: (client: Client) => Promise<T>,
): Promise<T> {
  if (!CHECKED_UNDER_LOCK.has(data.kind)) return write(client).catch(refuseConcurrentDuplicate);
  return inTransaction(client, async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('price-rule-identity'), ${sellerAccountId}::int)`;
    await checkRuleDuplicate(sellerAccountId, data, dayIn(brand().timeZone), exceptId, tx);
    return write(tx);
  });
}
