import type { MarketSortField } from '@/lib/market/domain/market-list';

/** The market's filter and sort choices as the selects hold them ("" = all / default). */
export interface MarketFilterState {
  productId: string;
  terminalId: string;
  regionId: string;
  deliveryAddressId: string;
  favouriteId: string;
  sortBy: MarketSortField | '';
  sortType: 'asc' | 'desc';
}

export type MarketSort = Pick<MarketFilterState, 'sortBy' | 'sortType'>;

/** A click on a column header: a new column sorts ascending, the sorted one turns its direction. */
export function nextSort(current: MarketSort, field: MarketSortField): MarketSort {
  if (current.sortBy !== field) return { sortBy: field, sortType: 'asc' };
  return { sortBy: field, sortType: current.sortType === 'asc' ? 'desc' : 'asc' };
}

export const EMPTY_FILTERS: MarketFilterState = {
  productId: '',
  terminalId: '',
  regionId: '',
  deliveryAddressId: '',
  favouriteId: '',
  sortBy: '',
  sortType: 'asc',
};

/** The query string of GET /api/v2/offers for the choices; unset choices are left out, so the server's defaults apply. */
export function offersSearch(state: MarketFilterState): string {
  const params = new URLSearchParams();
  const set = (name: string, value: string) => value && params.set(name, value);
  set('productIds', state.productId);
  set('terminalIds', state.terminalId);
  set('regionIds', state.regionId);
  set('deliveryAddressId', state.deliveryAddressId);
  set('favouriteId', state.favouriteId);
  if (state.sortBy) {
    params.set('sortBy', state.sortBy);
    params.set('sortType', state.sortType);
  }
  return params.toString();
}

/** platform-shell 4: with a child account selected the market loads that account's offers instead. */
export function offersPath(childAccountId: number | null, search: string): string {
  const base = childAccountId === null ? '/api/v2/offers' : `/api/offers/childAccount/${childAccountId}`;
  return search ? `${base}?${search}` : base;
}

/** Where "In den Warenkorb" leads: a new basket of the offer at that quantity. */
export function basketPath(offerId: number, quantity: string, unitCount?: number): string {
  const query = { offerId: String(offerId), quantity, ...(unitCount !== undefined && { unitCount: String(unitCount) }) };
  return `/handelsplatz/warenkorb/new?${new URLSearchParams(query)}`;
}
