import Decimal from 'decimal.js';
import { purchaseUnitOf } from '@/lib/format/units';
import type { AdditiveOffersQuery } from '../schemas';

export interface AdditiveRow {
  id: number;
  status: 'ACTIVE' | 'PAUSED' | 'REMOVED';
  productId: number;
  productName: string;
  unitLabel: string;
  unitLitres: number;
  unitPrice: string;
  unitStock: number;
  buyerAccountIds: number[];
  createdAt: Date;
}

const COMPARE: Record<AdditiveOffersQuery['sortBy'], (a: AdditiveRow, b: AdditiveRow) => number> = {
  created: (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
  product: (a, b) => a.productName.localeCompare(b.productName, 'de'),
  price: (a, b) => new Decimal(a.unitPrice).comparedTo(b.unitPrice),
  availability: (a, b) => a.unitStock - b.unitStock,
};

/**
 * The additive offer list of platform-shell 7 over the rows a caller may see: the filters
 * (products, buyers an offer is for, containers, containers in stock), the sort (ties by id, so
 * pages are stable) and the page, with the metadata of the whole filtered list.
 */
export function additivePage<T extends AdditiveRow>(rows: T[], query: AdditiveOffersQuery) {
  const { productIds, buyerIds, purchaseUnitList, minOfferAvailability, maxOfferAvailability } = query;
  const filtered = rows.filter(
    (row) =>
      (!productIds || productIds.includes(row.productId)) &&
      (!buyerIds || row.buyerAccountIds.some((id) => buyerIds.includes(id))) &&
      (!purchaseUnitList || purchaseUnitList.includes(purchaseUnitOf(row))) &&
      (minOfferAvailability === undefined || row.unitStock >= minOfferAvailability) &&
      (maxOfferAvailability === undefined || row.unitStock <= maxOfferAvailability),
  );
  const direction = query.sortType === 'asc' ? 1 : -1;
  const sorted = filtered.sort((a, b) => direction * (COMPARE[query.sortBy](a, b) || a.id - b.id));
  const start = (query.pageNumber - 1) * query.pageLimit;
  return {
    rows: sorted.slice(start, start + query.pageLimit),
    metadata: {
      pageCount: Math.ceil(filtered.length / query.pageLimit),
      pageLimit: query.pageLimit,
      pageNumber: query.pageNumber,
      total: filtered.length,
    },
  };
}
