export type CreditLimitOption = 'NONE' | 'MANUAL' | 'API' | 'CSV';

/** A relationship's credit limit: the option, the amount in force and who set that amount. */
export interface CreditLimitState {
  option: CreditLimitOption;
  /** Decimal text; null: no limit applies. */
  limit: string | null;
  /** Who set the amount: the seller by hand (MANUAL), the API or the CSV upload; null without one. */
  source: CreditLimitOption | null;
}

/**
 * The seller's edit of the credit limit (trading-domain 3). NONE removes the limit. An amount the
 * seller types is a manual one, whatever the option. Switching to API or CSV keeps the amount in
 * force, with who set it, until the API or the CSV upload sends one: a sales desk that hands the
 * limit to its ERP does not want the buyer unlimited meanwhile. The screens show such a kept
 * amount as interim (`isInterimLimit`), so it never stays in force unseen.
 */
export function creditLimitChange(before: CreditLimitState, input: { option?: CreditLimitOption; limit?: string }): CreditLimitState {
  const option = input.option ?? before.option;
  if (option === 'NONE') return { option, limit: null, source: null };
  if (input.limit !== undefined) return { option, limit: input.limit, source: 'MANUAL' };
  return { option, limit: before.limit, source: before.limit === null ? null : before.source };
}

/** An amount in force that the option's own source did not set: the manual one kept after a switch to API or CSV. */
export const isInterimLimit = (state: CreditLimitState) => state.limit !== null && state.source !== null && state.option !== state.source;
