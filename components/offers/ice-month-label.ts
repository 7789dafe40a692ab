import { formatMonth } from '@/lib/format/dates';
import { iceContractMonth } from '@/lib/market-window/domain/ice-contract';

/** An ICE month choice of the offer form: M00..M06, with the ICE future dropdown (oil pool) also the contract month it is at `now`. */
export function iceMonthLabel(month: number, iceFutureDropdown: boolean, now: Date): string {
  return iceFutureDropdown ? `M0${month} · ${formatMonth(iceContractMonth(month, now))}` : `M0${month}`;
}
