import { brand } from '@/lib/env';

/** The brand's own figures that the help texts quote, so every brand's help says its own numbers. */
export function helpValues() {
  const b = brand();
  return {
    company: b.company.headline,
    currency: b.currency,
    windowMinutes: b.marketWindowMinutes,
    reservationMinutes: b.reservationMinutes,
    supportHours: b.company.supportHours,
    phone: b.company.phone,
    email: b.company.email,
    tradingOpen: b.tradingHours.open,
    tradingClose: b.tradingHours.close,
  };
}
