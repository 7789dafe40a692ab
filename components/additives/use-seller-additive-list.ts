'use client';

import { useState } from 'react';
import { ApiError, queryString } from '@/lib/api/fetch-client';
import type { AdditiveFilter } from './seller-additive-filters';
import { useAdditiveOffers } from './use-additives';

const FIRST_PAGE: AdditiveFilter = {
  productIds: '',
  buyerIds: '',
  purchaseUnitList: '',
  minOfferAvailability: '',
  maxOfferAvailability: '',
  sortBy: 'created',
  sortType: 'desc',
  pageNumber: '1',
};

/** A failed load of the list: the HTTP status, or null when no answer came. */
export interface ListFailure {
  status: number | null;
}

/**
 * The seller's additive offers with their filter and pager. A failed load (platform-shell 8)
 * empties the list, resets the pager to page 1 and keeps the failure's status code on screen; the
 * list stays held until the seller changes a filter or a page or asks again, so a later page 1
 * never hides the failure.
 */
export function useSellerAdditiveList() {
  const [filter, setFilter] = useState(FIRST_PAGE);
  const [failure, setFailure] = useState<ListFailure | null>(null);
  const query = queryString(filter);
  const offers = useAdditiveOffers(query, failure === null);
  if (offers.isError && !offers.isFetching && failure === null) {
    setFailure({ status: offers.error instanceof ApiError ? offers.error.status : null });
    setFilter((current) => ({ ...current, pageNumber: '1' }));
  }
  return {
    filter,
    failure,
    list: failure || offers.isError ? undefined : offers.data,
    /** A changed filter shows its first page. */
    change: (values: Partial<AdditiveFilter>) => {
      setFailure(null);
      setFilter((current) => ({ ...current, pageNumber: '1', ...values }));
    },
    goTo: (page: number) => {
      setFailure(null);
      setFilter((current) => ({ ...current, pageNumber: String(page) }));
    },
    retry: () => setFailure(null),
  };
}
