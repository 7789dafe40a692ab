/**
 * Why the market lists no offer, most telling first; the market says it instead of a bare "none".
 * No released seller comes before a closed market: the opening would bring such a buyer nothing.
 */
export type EmptyReason = 'closed' | 'limited' | 'noSellers' | 'filtered' | 'none';

export function emptyReason(state: { marketOpen: boolean; limitedMarket: boolean; enabledSellers: number | null; filtered: boolean }): EmptyReason {
  if (state.enabledSellers === 0) return 'noSellers';
  if (!state.marketOpen) return 'closed';
  if (state.filtered) return 'filtered';
  if (state.limitedMarket) return 'limited';
  return 'none';
}
