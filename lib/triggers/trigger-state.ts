import { ROLES } from '@/lib/access/routes';
import type { SessionUser } from '@/lib/auth/session-user';
import type { TxSql } from '@/lib/db-transaction';
import { brand } from '@/lib/env';
import type { StoredWindow } from '@/lib/market-window/issue-window';
import { startOfPurchaseDay } from '@/lib/orders/domain/check-order';
import type { TradingFacts } from './domain/trigger-rules';

export interface TriggerUsage {
  contractId: number;
  /** cbm of PENDING and CONFIRMED triggers in the contract, as text. */
  volume: string;
  /** Triggers placed today (brand's zone), cancelled ones not counted. */
  today: number;
  pending: number;
}

/**
 * What the contracts' triggers took: read by the buyer's list and, under the contract's lock, by
 * a trigger, so both decide on the same numbers. A contract without triggers has a zero row.
 */
export async function readTriggerUsage(sql: TxSql, contractIds: number[], now: Date): Promise<TriggerUsage[]> {
  const rows = await sql<TriggerUsage>`
    SELECT "contractId", coalesce(sum("quantity") FILTER (WHERE "status" <> 'CANCELLED'), 0)::text AS "volume",
           count(*) FILTER (WHERE "status" <> 'CANCELLED' AND "created" >= ${startOfPurchaseDay(now, brand().timeZone)}::timestamp)::int AS "today",
           count(*) FILTER (WHERE "status" = 'PENDING')::int AS "pending"
    FROM "TriggerOrder" WHERE "contractId" = ANY(${contractIds}::int[]) GROUP BY "contractId"`;
  return contractIds.map((contractId) => rows.find((r) => r.contractId === contractId) ?? { contractId, volume: '0', today: 0, pending: 0 });
}

/** The first rule's facts (trading not permitted) from what the list and the trigger read, the same way for both. */
export function tradingFacts(
  user: Pick<SessionUser, 'roles'>,
  buyer: { releasedForTrading: boolean },
  seller: { blocked: boolean; releasedForTrading: boolean },
  relationshipStatus: string | null | undefined,
  window: Pick<StoredWindow, 'isClone'> | null,
): TradingFacts {
  return {
    purchaseRight: user.roles.includes(ROLES.purchase),
    accountReleased: buyer.releasedForTrading,
    purchasingDisabled: brand().flags.purchasingDisabled,
    relationshipStatus: relationshipStatus ?? null,
    // A seller the operator has not (or no longer) released trades as little as a blocked one.
    sellerBlocked: seller.blocked || !seller.releasedForTrading,
    marketLimited: !window || window.isClone,
  };
}
