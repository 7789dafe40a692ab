/**
 * The orders table's request state (platform-shell 4 "Order history"): a filter change resets the
 * pager to page 1 and reloads; clearing price, volume or total reloads on the current page; typing
 * a min or max only resets the pager until the range is applied. Ranges are typed in the reader's
 * number style and applied as plain decimals. `request` is what the table loads,
 * `reloads` counts reloads so the same request is fetched again.
 */
export type ProductType = 'FUEL' | 'ADDITIVE';
export type SortBy = 'created' | 'orderId' | 'price' | 'invoice' | 'volume' | 'status';
export type RangeKey = 'price' | 'volume' | 'invoice';
export type ListFilter =
  'productList' | 'terminalList' | 'counterpartyList' | 'orderStatusList' | 'shareholderList' | 'deliveryAddressList' | 'purchaseUnitList';

export interface Range {
  min: string;
  max: string;
}

export interface Filters {
  orderId: string;
  productList: string[];
  terminalList: string[];
  counterpartyList: string[];
  orderStatusList: string[];
  /** Child accounts (ChildAccounts_Offers_View); only fuel orders have them. */
  shareholderList: string[];
  deliveryAddressList: string[];
  /** Additive orders' purchase units (container labels). */
  purchaseUnitList: string[];
  /** ISO instants: start of the first day, end of the last day. */
  createdStart: string;
  createdEnd: string;
  /** The collection period lies within these days (ISO instants, as the created range). */
  collectionStart: string;
  collectionEnd: string;
}

export interface OrdersRequest {
  productType: ProductType;
  page: number;
  pageSize: number;
  sortBy: SortBy;
  sortType: 'asc' | 'desc';
  filters: Filters;
  ranges: Record<RangeKey, Range>;
}

export interface OrdersState {
  page: number;
  filters: Filters;
  /** Ranges as typed; they reach the request when applied. */
  draftRanges: Record<RangeKey, Range>;
  request: OrdersRequest;
  reloads: number;
}

export type OrdersAction =
  | { type: 'productType'; value: ProductType }
  | { type: 'filter'; key: 'orderId' | 'createdStart' | 'createdEnd' | 'collectionStart' | 'collectionEnd'; value: string }
  | { type: 'listFilter'; key: ListFilter; value: string[] }
  | { type: 'rangeBound'; range: RangeKey; bound: 'min' | 'max'; value: string }
  /** The range's bounds as plain decimals ("1000.5"), read from what was typed. */
  | { type: 'applyRange'; range: RangeKey; value: Range }
  | { type: 'clearRange'; range: RangeKey }
  | { type: 'page'; value: number }
  /** Without sortType the same column again flips the direction, another starts descending. */
  | { type: 'sort'; sortBy: SortBy; sortType?: 'asc' | 'desc' }
  | { type: 'refresh' };

export const PAGE_SIZE = 20;
/** Where the order detail's "back" leads (sessionStorage): the list as it was left, filters, sort and page. */
export const ORDERS_LIST_KEY = 'orders-list';
const NO_RANGE: Range = { min: '', max: '' };
const NO_RANGES: Record<RangeKey, Range> = { price: NO_RANGE, volume: NO_RANGE, invoice: NO_RANGE };
const NO_FILTERS: Filters = {
  orderId: '',
  productList: [],
  terminalList: [],
  counterpartyList: [],
  orderStatusList: [],
  shareholderList: [],
  deliveryAddressList: [],
  purchaseUnitList: [],
  createdStart: '',
  createdEnd: '',
  collectionStart: '',
  collectionEnd: '',
};

export function initialOrdersState(productType: ProductType = 'FUEL'): OrdersState {
  return {
    page: 1,
    filters: NO_FILTERS,
    draftRanges: NO_RANGES,
    request: { productType, page: 1, pageSize: PAGE_SIZE, sortBy: 'created', sortType: 'desc', filters: NO_FILTERS, ranges: NO_RANGES },
    reloads: 0,
  };
}

const reload = (state: OrdersState, request: Partial<OrdersRequest>, page: number): OrdersState => ({
  ...state,
  page,
  request: { ...state.request, ...request, filters: state.filters, page },
  reloads: state.reloads + 1,
});

export function ordersReducer(state: OrdersState, action: OrdersAction): OrdersState {
  switch (action.type) {
    case 'productType':
      return reload({ ...state, filters: NO_FILTERS, draftRanges: NO_RANGES }, { productType: action.value, ranges: NO_RANGES }, 1);
    case 'filter':
    case 'listFilter':
      return reload({ ...state, filters: { ...state.filters, [action.key]: action.value } }, {}, 1);
    case 'rangeBound':
      return { ...state, page: 1, draftRanges: { ...state.draftRanges, [action.range]: { ...state.draftRanges[action.range], [action.bound]: action.value } } };
    case 'applyRange':
      return reload(state, { ranges: { ...state.request.ranges, [action.range]: action.value } }, 1);
    case 'clearRange':
      return reload(
        { ...state, draftRanges: { ...state.draftRanges, [action.range]: NO_RANGE } },
        { ranges: { ...state.request.ranges, [action.range]: NO_RANGE } },
        state.request.page,
      );
    case 'page':
      return reload(state, { ranges: state.request.ranges }, action.value);
    case 'sort': {
      const sortType = action.sortType ?? (state.request.sortBy === action.sortBy && state.request.sortType === 'desc' ? 'asc' : 'desc');
      return reload(state, { sortBy: action.sortBy, sortType }, 1);
    }
    case 'refresh':
      return { ...state, reloads: state.reloads + 1 };
  }
}

const RANGE_PARAMS: Record<RangeKey, [string, string]> = {
  price: ['priceMin', 'priceMax'],
  volume: ['orderQuantityMin', 'orderQuantityMax'],
  invoice: ['invoiceMin', 'invoiceMax'],
};

/** The query string of GET /api/orderHistory (and the CSV export) for a request. */
export function historyQuery(request: OrdersRequest, viewer: 'BUYER' | 'SELLER'): string {
  const params = new URLSearchParams({
    productType: request.productType,
    pageNumber: String(request.page),
    pageLimit: String(request.pageSize),
    sortBy: request.sortBy,
    sortType: request.sortType,
  });
  const { filters } = request;
  const set = (key: string, value: string) => value && params.set(key, value);
  set('orderId', filters.orderId.trim());
  set('createdStart', filters.createdStart);
  set('createdEnd', filters.createdEnd);
  set('collectionRangeStart', filters.collectionStart);
  set('collectionRangeEnd', filters.collectionEnd);
  set('deliveryAddressList', filters.deliveryAddressList.join(','));
  set('productList', filters.productList.join(','));
  set('terminalList', filters.terminalList.join(','));
  set('orderStatusList', filters.orderStatusList.join(','));
  // The counterparty of a buyer is the seller and the other way round.
  set(viewer === 'BUYER' ? 'sellerList' : 'buyerList', filters.counterpartyList.join(','));
  if (request.productType === 'FUEL') set('shareholderList', filters.shareholderList.join(','));
  else set('purchaseUnitList', filters.purchaseUnitList.join(','));
  for (const [range, [minKey, maxKey]] of Object.entries(RANGE_PARAMS) as [RangeKey, [string, string]][]) {
    set(minKey, request.ranges[range].min);
    set(maxKey, request.ranges[range].max);
  }
  return params.toString();
}

const SORTS: SortBy[] = ['created', 'orderId', 'price', 'invoice', 'volume', 'status'];

/**
 * The state a page address holds (historyQuery's own keys, so that a list opened again after an
 * order's detail, or a link such as /aviaten's `?shareholderList=<id>`, shows the same rows).
 */
export function stateFromQuery(params: URLSearchParams, viewer: 'BUYER' | 'SELLER'): OrdersState {
  const productType: ProductType = params.get('productType') === 'ADDITIVE' ? 'ADDITIVE' : 'FUEL';
  const text = (key: string) => params.get(key) ?? '';
  const list = (key: string) => (params.get(key) ? text(key).split(',') : []);
  const filters: Filters = {
    orderId: text('orderId'),
    productList: list('productList'),
    terminalList: list('terminalList'),
    counterpartyList: list(viewer === 'BUYER' ? 'sellerList' : 'buyerList'),
    orderStatusList: list('orderStatusList'),
    shareholderList: productType === 'FUEL' ? list('shareholderList') : [],
    deliveryAddressList: list('deliveryAddressList'),
    purchaseUnitList: productType === 'ADDITIVE' ? list('purchaseUnitList') : [],
    createdStart: text('createdStart'),
    createdEnd: text('createdEnd'),
    collectionStart: text('collectionRangeStart'),
    collectionEnd: text('collectionRangeEnd'),
  };
  const ranges = Object.fromEntries(
    (Object.entries(RANGE_PARAMS) as [RangeKey, [string, string]][]).map(([range, [minKey, maxKey]]) => [range, { min: text(minKey), max: text(maxKey) }]),
  ) as Record<RangeKey, Range>;
  const sortBy = SORTS.find((s) => s === params.get('sortBy')) ?? 'created';
  const page = Math.max(1, Math.floor(Number(params.get('pageNumber'))) || 1);
  return {
    page,
    filters,
    draftRanges: ranges,
    request: { productType, page, pageSize: PAGE_SIZE, sortBy, sortType: params.get('sortType') === 'asc' ? 'asc' : 'desc', filters, ranges },
    reloads: 0,
  };
}
