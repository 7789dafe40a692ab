import type { MarketOfferDto } from '@/lib/market/to-market-offer';

/**
 * The market list after a push named `askedIds` and GET /api/v2/offers?ids= answered `rows` (the
 * named offers the buyer still sees under the list's own filters): each answered row takes its
 * place, an asked offer that was not answered leaves the list, the rest stay as they are. Null
 * when a row is not in the list yet (a new or resumed offer): where it belongs in the server's
 * order is the whole list's business, so the list is loaded again.
 */
export function mergeOffers(list: MarketOfferDto[], askedIds: number[], rows: MarketOfferDto[]): MarketOfferDto[] | null {
  const answered = new Map(rows.map((row) => [row._id, row]));
  if (rows.some((row) => !list.some((offer) => offer._id === row._id))) return null;
  const asked = new Set(askedIds);
  return list.flatMap((offer) => (asked.has(offer._id) ? (answered.get(offer._id) ?? []) : [offer]));
}
