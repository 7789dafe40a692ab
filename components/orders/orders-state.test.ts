import { historyQuery, initialOrdersState, ordersReducer, type OrdersAction, type OrdersState } from './orders-state';

const run = (...actions: OrdersAction[]) => actions.reduce<OrdersState>(ordersReducer, initialOrdersState());
const onPage3 = (): OrdersState => run({ type: 'page', value: 3 });

describe('ordersReducer (platform-shell 4 order history)', () => {
  it('starts sorted by created descending, 20 per page, fuel', () => {
    const { request } = initialOrdersState();
    expect(request).toMatchObject({ sortBy: 'created', sortType: 'desc', pageSize: 20, page: 1, productType: 'FUEL' });
  });

  it('a filter change resets the pager to page 1 and reloads', () => {
    const before = onPage3();
    const after = ordersReducer(before, { type: 'listFilter', key: 'productList', value: ['7'] });
    expect(after.page).toBe(1);
    expect(after.request.page).toBe(1);
    expect(after.request.filters.productList).toEqual(['7']);
    expect(after.reloads).toBe(before.reloads + 1);
  });

  it('setting a min or max resets only the pager, without reloading', () => {
    const before = onPage3();
    const after = ordersReducer(before, { type: 'rangeBound', range: 'price', bound: 'min', value: '80' });
    expect(after.page).toBe(1);
    expect(after.request).toBe(before.request);
    expect(after.reloads).toBe(before.reloads);
  });

  it('applying a range reloads on page 1 with the typed bounds', () => {
    const state = [
      { type: 'rangeBound', range: 'volume', bound: 'min', value: '5' },
      { type: 'rangeBound', range: 'volume', bound: 'max', value: '10' },
      { type: 'applyRange', range: 'volume', value: { min: '5', max: '10' } },
    ].reduce<OrdersState>((s, a) => ordersReducer(s, a as OrdersAction), onPage3());
    expect(state.request.page).toBe(1);
    expect(state.request.ranges.volume).toEqual({ min: '5', max: '10' });
    expect(state.reloads).toBe(2);
  });

  it('clearing price, volume or total reloads without resetting the page', () => {
    let state = run(
      { type: 'rangeBound', range: 'invoice', bound: 'max', value: '100' },
      { type: 'applyRange', range: 'invoice', value: { min: '', max: '100' } },
      { type: 'page', value: 2 },
    );
    const reloads = state.reloads;
    state = ordersReducer(state, { type: 'clearRange', range: 'invoice' });
    expect(state.request.page).toBe(2);
    expect(state.page).toBe(2);
    expect(state.request.ranges.invoice).toEqual({ min: '', max: '' });
    expect(state.draftRanges.invoice).toEqual({ min: '', max: '' });
    expect(state.reloads).toBe(reloads + 1);
  });

  it('sorting toggles the direction of the same column and resets the page', () => {
    let state = ordersReducer(onPage3(), { type: 'sort', sortBy: 'price' });
    expect(state.request).toMatchObject({ sortBy: 'price', sortType: 'desc', page: 1 });
    state = ordersReducer(state, { type: 'sort', sortBy: 'price' });
    expect(state.request.sortType).toBe('asc');
  });

  it('a refresh reloads the same request', () => {
    const before = onPage3();
    const after = ordersReducer(before, { type: 'refresh' });
    expect(after.request).toBe(before.request);
    expect(after.reloads).toBe(before.reloads + 1);
  });
});

describe('historyQuery', () => {
  it('names the counterparty list by the viewer and sends only set filters', () => {
    const state = run(
      { type: 'listFilter', key: 'counterpartyList', value: ['4', '5'] },
      { type: 'filter', key: 'createdStart', value: '2026-01-01T00:00:00.000+01:00' },
      { type: 'rangeBound', range: 'price', bound: 'min', value: '80,5' },
      { type: 'applyRange', range: 'price', value: { min: '80.5', max: '' } },
    );
    const buyer = new URLSearchParams(historyQuery(state.request, 'BUYER'));
    expect(buyer.get('sellerList')).toBe('4,5');
    expect(buyer.get('buyerList')).toBeNull();
    expect(buyer.get('priceMin')).toBe('80.5');
    expect(buyer.get('priceMax')).toBeNull();
    expect(buyer.get('createdStart')).toBe('2026-01-01T00:00:00.000+01:00');
    expect(buyer.get('pageLimit')).toBe('20');
    expect(new URLSearchParams(historyQuery(state.request, 'SELLER')).get('buyerList')).toBe('4,5');
  });

  it('sends the shareholder filter for fuel orders only', () => {
    const fuel = run({ type: 'listFilter', key: 'shareholderList', value: ['9'] });
    expect(new URLSearchParams(historyQuery(fuel.request, 'BUYER')).get('shareholderList')).toBe('9');
    const additive = { ...fuel.request, productType: 'ADDITIVE' as const };
    expect(new URLSearchParams(historyQuery(additive, 'BUYER')).get('shareholderList')).toBeNull();
  });

  it('sends the collection range, the delivery addresses and several values per list filter', () => {
    const state = run(
      { type: 'listFilter', key: 'productList', value: ['1', '3'] },
      { type: 'listFilter', key: 'deliveryAddressList', value: ['11', '12'] },
      { type: 'filter', key: 'collectionStart', value: '2026-12-01T00:00:00.000+01:00' },
      { type: 'filter', key: 'collectionEnd', value: '2026-12-07T23:59:59.999+01:00' },
    );
    const query = new URLSearchParams(historyQuery(state.request, 'BUYER'));
    expect(query.get('productList')).toBe('1,3');
    expect(query.get('deliveryAddressList')).toBe('11,12');
    expect(query.get('collectionRangeStart')).toBe('2026-12-01T00:00:00.000+01:00');
    expect(query.get('collectionRangeEnd')).toBe('2026-12-07T23:59:59.999+01:00');
  });

  it('sends the purchase units for additive orders only', () => {
    const fuel = run({ type: 'listFilter', key: 'purchaseUnitList', value: ['barrel_200'] });
    expect(new URLSearchParams(historyQuery(fuel.request, 'BUYER')).get('purchaseUnitList')).toBeNull();
    const additive = { ...fuel.request, productType: 'ADDITIVE' as const };
    expect(new URLSearchParams(historyQuery(additive, 'BUYER')).get('purchaseUnitList')).toBe('barrel_200');
  });
});
