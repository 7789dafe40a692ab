import { DateTime } from 'luxon';

/**
 * The ICE Low Sulphur Gasoil contract month an offer's M00..M06 names at `now`: M00 is the front
 * month, whose contract trades until two business days before the 14th of its delivery month
 * (weekends skipped; exchange holidays are not known here). Answers the delivery month as
 * `yyyy-MM`. This is the exchange's own calendar, what the feed's /GAS<n> quotes; the seller's
 * ICE_EXPIRY rule moves an offer's month on top of it (lib/pricing/domain/ice-month.ts).
 */
export function iceContractMonth(offset: number, now: Date, zone = 'Europe/London'): string {
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  let lastTrading = today.set({ day: 14 });
  for (let businessDays = 0; businessDays < 2;) {
    lastTrading = lastTrading.minus({ days: 1 });
    if (lastTrading.weekday <= 5) businessDays += 1;
  }
  const front = today > lastTrading ? today.plus({ months: 1 }) : today;
  return front.startOf('month').plus({ months: offset }).toFormat('yyyy-MM');
}
