import type Decimal from 'decimal.js';

/**
 * The columns the market sorts by, in the order of its columns. Here rather than beside the query's
 * schema, so that the market's filters (a client component) do not bring zod to the browser.
 */
export const MARKET_SORT_FIELDS = ['product', 'terminal', 'region', 'seller', 'price', 'orderRange', 'volume', 'availability'] as const;
export type MarketSortField = (typeof MARKET_SORT_FIELDS)[number];

/** What the market's filters, sort and recommendation look at in a priced, visible offer. */
export interface ListedOffer {
  id: number;
  productId: number;
  productName: string;
  categoryOrder: number;
  terminalId: number;
  terminalName: string;
  regionId: number;
  regionName: string;
  sellerId: number;
  /** The name the buyer sees ("Anonymer Verkäufer" for anonymous offers), so sorting reveals nothing. */
  sellerName: string;
  price: Decimal;
  available: Decimal;
  minimumOrder: Decimal;
  /** The smaller of the order maximum and the volume left. */
  maximumOrder: Decimal;
  /** The end of the offer period, ISO 8601 in UTC as stored ("2026-11-27T17:00:00.000Z"): in time order as text. */
  endsAt: string;
}

export interface FavouriteMarket {
  productIds: number[];
  regionIds: number[];
  terminalIds: number[];
  sellerIds: number[];
}

export interface MarketFilters {
  productIds?: number[];
  terminalIds?: number[];
  regionIds?: number[];
  favourite?: FavouriteMarket | null;
}

const inList = (list: number[] | undefined, value: number) => !list || list.length === 0 || list.includes(value);

/**
 * The buyer's filters narrow one after the other. A favourite market names products, places and
 * sellers; its regions and terminals both name places, so an offer at any named terminal or in
 * any named region matches (the wizard picks them in one step).
 */
export function matchesFilters(offer: ListedOffer, filters: MarketFilters): boolean {
  if (!inList(filters.productIds, offer.productId)) return false;
  if (!inList(filters.terminalIds, offer.terminalId)) return false;
  if (!inList(filters.regionIds, offer.regionId)) return false;
  const favourite = filters.favourite;
  if (!favourite) return true;
  if (!inList(favourite.productIds, offer.productId) || !inList(favourite.sellerIds, offer.sellerId)) return false;
  if (favourite.regionIds.length === 0 && favourite.terminalIds.length === 0) return true;
  return favourite.regionIds.includes(offer.regionId) || favourite.terminalIds.includes(offer.terminalId);
}

/**
 * The ids of the cheapest offers per product and terminal, where a buyer has a choice to make:
 * only where another offer of the same product at the same terminal costs more. A lone offer, or
 * offers all at one price, recommend nothing; a tie for the cheapest recommends each of them.
 */
export function recommendedOfferIds(offers: ListedOffer[]): Set<number> {
  const groups = new Map<string, { cheapest: Decimal; dearest: Decimal }>();
  const key = (o: ListedOffer) => `${o.productId}:${o.terminalId}`;
  for (const offer of offers) {
    const group = groups.get(key(offer));
    if (!group) groups.set(key(offer), { cheapest: offer.price, dearest: offer.price });
    else if (offer.price.lessThan(group.cheapest)) group.cheapest = offer.price;
    else if (offer.price.greaterThan(group.dearest)) group.dearest = offer.price;
  }
  return new Set(
    offers
      .filter((o) => {
        const group = groups.get(key(o))!;
        return o.price.equals(group.cheapest) && group.dearest.greaterThan(group.cheapest);
      })
      .map((o) => o.id),
  );
}

type Compare = (a: ListedOffer, b: ListedOffer) => number;

const byText =
  (pick: (o: ListedOffer) => string): Compare =>
  (a, b) =>
    pick(a).localeCompare(pick(b), 'de');
const byPrice: Compare = (a, b) => a.price.comparedTo(b.price);
const byProduct: Compare = (a, b) => a.categoryOrder - b.categoryOrder || byText((o) => o.productName)(a, b);
// The order range by its minimum, then by its maximum: the smallest order a buyer may place comes first.
const byOrderRange: Compare = (a, b) => a.minimumOrder.comparedTo(b.minimumOrder) || a.maximumOrder.comparedTo(b.maximumOrder);

const PRIMARY: Record<MarketSortField, Compare> = {
  price: byPrice,
  product: byProduct,
  terminal: byText((o) => o.terminalName),
  region: byText((o) => o.regionName),
  seller: byText((o) => o.sellerName),
  orderRange: byOrderRange,
  volume: (a, b) => a.available.comparedTo(b.available),
  // Availability by the end of the offer period, the date the column shows.
  availability: (a, b) => (a.endsAt < b.endsAt ? -1 : a.endsAt > b.endsAt ? 1 : 0),
};

/**
 * The market's order: by the chosen field and direction, else by product category order, then
 * price ascending. Ties fall back to that default order and the offer id, so the list does not
 * jump between refreshes.
 */
export function sortOffers<T extends ListedOffer>(offers: T[], sortBy?: MarketSortField, sortType: 'asc' | 'desc' = 'asc'): T[] {
  const direction = sortType === 'desc' ? -1 : 1;
  const primary = sortBy ? PRIMARY[sortBy] : null;
  return [...offers].sort(
    (a, b) => (primary ? direction * primary(a, b) : 0) || a.categoryOrder - b.categoryOrder || byPrice(a, b) || byProduct(a, b) || a.id - b.id,
  );
}
