import Decimal from 'decimal.js';

/** The credit days of a shareholder credit limit the operator set without any (as a relationship without credit days counts). */
export const SHAREHOLDER_DEFAULT_CREDIT_DAYS = 30;

/**
 * design 11: the operator's credit limit of a shareholder counts everything it ordered from any
 * seller within the credit days, and this basket; beyond it the buyer is told to contact the
 * operator (trading-domain 8, the second variant of insufficient credit).
 */
export function shareholderCreditRefusal(
  limit: Decimal | null,
  openExposure: Decimal,
  basketGross: Decimal[],
): { key: 'insufficient_credit_contact_operator' } | null {
  if (limit === null) return null;
  const total = basketGross.reduce((sum, gross) => sum.plus(gross), openExposure);
  return total.greaterThan(limit) ? { key: 'insufficient_credit_contact_operator' } : null;
}
