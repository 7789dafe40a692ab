import Decimal from 'decimal.js';
import { sql } from '@/lib/db';
import { listening, onMarketChanged, startMarketEvents } from '@/lib/db-events';

/**
 * The platform's VAT rate in percent, the one orders are charged and shown with: its first active
 * rate by id (the operator deactivates rates, never deletes them); null when none is active.
 *
 * Checkout, basket, triggers and the market read it on every request, so it is kept per platform.
 * Every write to "VatRate" bumps the market version and notifies every instance at its commit
 * (migration market_version), which drops what is kept here: an instance charges the new rate from
 * the moment it hears of the change, milliseconds after the commit. While that listener is down,
 * every call reads the table, as the market's caches do.
 */
export function vatRate(platformId: string): Promise<Decimal | null> {
  startMarketEvents();
  if (!listening()) return readVatRate(platformId);
  let rate = rates.get(platformId);
  if (!rate) {
    rate = readVatRate(platformId);
    rates.set(platformId, rate);
    rate.catch(() => rates.delete(platformId));
  }
  return rate;
}

const rates = new Map<string, Promise<Decimal | null>>();
onMarketChanged(() => rates.clear());

async function readVatRate(platformId: string): Promise<Decimal | null> {
  const [row] = await sql<{ rate: string }>`
    SELECT v."rate"::text AS "rate" FROM "VatRate" v WHERE v."platformId" = ${platformId} AND v."active" ORDER BY v."id" LIMIT 1`;
  return row ? new Decimal(row.rate) : null;
}
