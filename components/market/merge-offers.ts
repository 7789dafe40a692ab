import Decimal from 'decimal.js';
import { sortOffers, type ListedOffer } from '@/lib/market/domain/market-list';
import type { MarketSortField } from '@/lib/market/domain/market-list';
import type { MarketOfferDto } from '@/lib/market/to-market-offer';

/** The list's own sort, as its query names it (none: the market's default order). */
export interface ListSort {
  sortBy?: MarketSortField;
  sortType?: 'asc' | 'desc';
}

/**
 * What to ask GET /api/v2/offers?ids= for when a push named `namedIds`: those offers and every
 * offer of the list at the same product and terminal as one of them. A new price of one offer
 * moves the recommendation mark among those (the cheapest of a product at a terminal), and the
 * server marks each answered row knowing every offer the buyer sees, also those the list's
 * filters leave out.
 */
export function offersToAsk(list: MarketOfferDto[], namedIds: number[]): number[] {
  const named = new Set(namedIds);
  const groupOf = (offer: MarketOfferDto) => `${offer.product.id}:${offer.terminal.id}`;
  const groups = new Set(list.filter((offer) => named.has(offer._id)).map(groupOf));
  return [...new Set([...namedIds, ...list.filter((offer) => groups.has(groupOf(offer))).map((offer) => offer._id)])];
}

/**
 * The market list after a push and GET /api/v2/offers?ids= answered `rows` for `askedIds` (the
 * asked offers the buyer still sees under the list's own filters): each answered row takes its
 * place, an asked offer that was not answered leaves the list, the rest stay as they are, and the
 * list is sorted again as the server sorts it, since a new price or volume can move a row. Null
 * when a row is not in the list yet (a new or resumed offer): the list is then loaded whole.
 */
export function mergeOffers(list: MarketOfferDto[], askedIds: number[], rows: MarketOfferDto[], sort: ListSort = {}): MarketOfferDto[] | null {
  const answered = new Map(rows.map((row) => [row._id, row]));
  if (rows.some((row) => !list.some((offer) => offer._id === row._id))) return null;
  const asked = new Set(askedIds);
  const merged = list.flatMap((offer) => (asked.has(offer._id) ? (answered.get(offer._id) ?? []) : [offer]));
  return sortOffers(merged.map(listed), sort.sortBy, sort.sortType).map((entry) => entry.dto);
}

/** The fields the server's sort looks at, read back from an answered row. */
function listed(dto: MarketOfferDto): ListedOffer & { dto: MarketOfferDto } {
  return {
    dto,
    id: dto._id,
    productId: dto.product.id,
    productName: dto.product.name,
    categoryOrder: dto.product.categoryOrder,
    terminalId: dto.terminal.id,
    terminalName: dto.terminal.name,
    regionId: dto.terminal.region.id,
    regionName: dto.terminal.region.name,
    sellerId: dto.seller.id ?? 0,
    sellerName: dto.displayName,
    price: new Decimal(dto.price),
    available: new Decimal(dto.maximumAvailable),
    minimumOrder: new Decimal(dto.minimumOrderQuantity),
    maximumOrder: new Decimal(dto.maximumOrderQuantity),
    endsAt: dto.offerAvailability.endsAt,
  };
}
