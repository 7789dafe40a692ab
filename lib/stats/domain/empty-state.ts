/**
 * The message of an empty ranking (platform-shell 8): without filters it names who is missing -
 * a seller sees buyer_no_ranking (no buyers ordered yet), a buyer seller_no_ranking; with filters
 * the filters found nothing, graph_no_results.
 */
export function rankingEmptyKey(accountType: string, filtered: boolean): 'buyer_no_ranking' | 'seller_no_ranking' | 'graph_no_results' {
  if (filtered) return 'graph_no_results';
  return accountType === 'SELLER' ? 'buyer_no_ranking' : 'seller_no_ranking';
}

/** A ranking counts as filtered when any dropdown has a choice or a time limit is set ("All" is none). */
export function isFiltered(filter: {
  terminals?: number[];
  products?: number[];
  deliveryAddresses?: number[];
  accounts?: number[];
  dateRange?: unknown;
  days?: number | null;
}): boolean {
  return Boolean(
    filter.terminals?.length || filter.products?.length || filter.deliveryAddresses?.length || filter.accounts?.length || filter.dateRange || filter.days,
  );
}
