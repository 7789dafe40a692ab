import { z } from 'zod';

/** The symbols whose intraday history the dashboard may ask for (design 4). */
export const HISTORY_SYMBOLS = ['/GAS', '/GAS<1>', '/GAS<2>', '/GAS<3>', '/GAS<4>', '/GAS<5>', '/GAS<6>', '/BRN', 'EUR/USD', 'USD/CHF'] as const;

export const ZQuoteHistoryQuery = z.object({ symbol: z.enum(HISTORY_SYMBOLS, { error: 'invalid_value' }) });

/** GET /api/market/history: today's quotes of one symbol, one point per minute, oldest first. */
export interface QuoteHistoryDto {
  symbol: string;
  points: { t: string; price: string }[];
}
