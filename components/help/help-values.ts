import { getLocale } from 'next-intl/server';
import { brand } from '@/lib/env';
import { formatTradingDays } from '@/lib/market-window/domain/format-opening';
import { windowSettings } from '@/lib/market-window/settings';

/**
 * The brand's own figures that the help texts quote, so every brand's help says its own numbers:
 * the market's settings as the market runs them, and which of the features the texts name it has.
 */
export async function helpValues() {
  const b = brand();
  const { minutes, tradingHours } = windowSettings(b);
  return {
    company: b.company.headline,
    currency: b.currency,
    windowMinutes: minutes,
    reservationMinutes: b.reservationMinutes,
    supportHours: b.company.supportHours,
    phone: b.company.phone,
    email: b.company.email,
    tradingDays: formatTradingDays(tradingHours.days, await getLocale()),
    tradingOpen: tradingHours.open,
    tradingClose: tradingHours.close,
    additives: b.flags.additivesMarketplace ? 'yes' : 'no',
    firstLoginTerms: b.flags.buyerAcceptGtcOnFirstLogin ? 'yes' : 'no',
  };
}
