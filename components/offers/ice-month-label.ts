import { formatMonth } from '@/lib/format/dates';

/**
 * An ICE month choice of the offer form: M00..M06, with the contract month (`yyyy-MM`) it prices
 * with where it is known, in the user's language.
 */
export function iceMonthLabel(month: number, contract?: { month: string; locale: string }): string {
  return contract ? `M0${month} · ${formatMonth(contract.month, contract.locale)}` : `M0${month}`;
}
