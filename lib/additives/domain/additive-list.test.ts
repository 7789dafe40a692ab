import { ZAdditiveOffersQuery } from '../schemas';
import { additivePage, type AdditiveRow } from './additive-list';

const row = (id: number, change: Partial<AdditiveRow>): AdditiveRow => ({
  id,
  status: 'ACTIVE',
  productId: 1,
  productName: 'AdBlue',
  unitLabel: 'IBC',
  unitLitres: 1000,
  unitPrice: '580.00',
  unitStock: 10,
  buyerAccountIds: [],
  createdAt: new Date(`2026-11-${10 + id}T08:00:00Z`),
  ...change,
});
const rows = [
  row(1, {}),
  row(2, { productId: 2, productName: 'Winterschutz', unitLabel: 'Fass', unitLitres: 200, unitPrice: '390.00', unitStock: 3, buyerAccountIds: [7] }),
  row(3, { unitPrice: '9.50', unitStock: 0 }),
];
const page = (query: Record<string, string>) => additivePage([...rows], ZAdditiveOffersQuery.parse(query));
const ids = (query: Record<string, string>) => page(query).rows.map((r) => r.id);

describe('additivePage', () => {
  it('defaults to page 1 of 1000, newest first', () => {
    expect(page({}).metadata).toEqual({ pageCount: 1, pageLimit: 1000, pageNumber: 1, total: 3 });
    expect(ids({})).toEqual([3, 2, 1]);
  });

  it.each([
    [{ productIds: '2' }, [2]],
    [{ buyerIds: '7,8' }, [2]],
    [{ purchaseUnitList: 'IBC (1000 l)' }, [3, 1]],
    [{ minOfferAvailability: '3' }, [2, 1]],
    [{ maxOfferAvailability: '3' }, [3, 2]],
    [{ minOfferAvailability: '1', maxOfferAvailability: '5' }, [2]],
  ])('filters by %j', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it.each([
    [{ sortBy: 'price', sortType: 'asc' }, [3, 2, 1]],
    [{ sortBy: 'availability', sortType: 'desc' }, [1, 2, 3]],
    [{ sortBy: 'product', sortType: 'asc' }, [1, 3, 2]],
  ])('sorts by %j (ties by id)', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it('pages the filtered list and counts all of it', () => {
    expect(page({ pageLimit: '2', pageNumber: '2' })).toMatchObject({ metadata: { pageCount: 2, pageLimit: 2, pageNumber: 2, total: 3 } });
    expect(ids({ pageLimit: '2', pageNumber: '2' })).toEqual([1]);
  });
});
