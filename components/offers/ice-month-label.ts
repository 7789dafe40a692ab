import { formatMonth } from '@/lib/format/dates';

/** An ICE month choice of the offer form: M00..M06, with the contract month (`yyyy-MM`) it prices with where it is known. */
export function iceMonthLabel(month: number, contractMonth?: string): string {
  return contractMonth ? `M0${month} · ${formatMonth(contractMonth)}` : `M0${month}`;
}
