'use client';

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiFetch } from '@/lib/api/fetch-client';
import { MAX_MARKET_IDS } from '@/lib/market/domain/market-push';
import type { MarketSortField } from '@/lib/market/domain/market-list';
import { mergeOffers, offersToAsk } from './merge-offers';
import { useLiveMarketWindow } from './use-live-market-window';
import { offersPath } from './offers-query';
import { marketOfferKeys, type MarketOffersAnswer } from './use-market';

/** Offers named within this time are asked for in one call: a burst of sales is one request. */
const GATHER_MS = 200;

/**
 * The market screen's live part (GET /api/market/stream, docs/market-stream.md): the window as
 * `useLiveMarketWindow`; pushed offers are asked for alone (GET /api/v2/offers?ids=) and merged
 * into the lists on screen; a change of what the buyer may see loads the lists whole.
 */
export function useMarketStream() {
  const queryClient = useQueryClient();
  const gather = useRef<{ named: Set<number>; timer?: ReturnType<typeof setTimeout> }>({ named: new Set() });
  useEffect(() => {
    const pending = gather.current;
    return () => clearTimeout(pending.timer);
  }, []);
  const reload = () => void queryClient.invalidateQueries({ queryKey: marketOfferKeys.offers });
  useLiveMarketWindow(true, {
    resync: reload,
    market: reload,
    offers: (ids) => {
      const pending = gather.current;
      for (const id of ids) pending.named.add(id);
      pending.timer ??= setTimeout(() => {
        const named = [...pending.named];
        pending.named = new Set();
        pending.timer = undefined;
        void applyOfferChanges(queryClient, named);
      }, GATHER_MS);
    },
  });
}

/**
 * Each own market list on screen asks for the named offers, and those its recommendation marks
 * depend on, under its own filters and merges them in; a list not on screen is only marked stale.
 * More offers than one call may name (a seller's price rule over a large range), or an offer new
 * to the list, load the list whole.
 */
async function applyOfferChanges(queryClient: QueryClient, ids: number[]) {
  const lists = queryClient.getQueryCache().findAll({ queryKey: [...marketOfferKeys.offers, 'own'] });
  await Promise.all(
    lists.map(async (query) => {
      const current = query.state.data as MarketOffersAnswer | undefined;
      const asked = current ? offersToAsk(current.offers, ids) : ids;
      if (!current || !query.isActive() || asked.length > MAX_MARKET_IDS) {
        return queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
      }
      const search = new URLSearchParams(String(query.queryKey[3]));
      search.set('ids', asked.join(','));
      // A failed call changes nothing on screen: the next window loads the list whole anyway.
      const answer = await apiFetch<MarketOffersAnswer>(offersPath(null, search.toString())).catch(() => null);
      if (!answer) return;
      const sort = {
        sortBy: (search.get('sortBy') ?? undefined) as MarketSortField | undefined,
        sortType: search.get('sortType') === 'desc' ? ('desc' as const) : ('asc' as const),
      };
      const offers = mergeOffers(current.offers, asked, answer.offers, sort);
      if (offers === null) return queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
      queryClient.setQueryData<MarketOffersAnswer>(query.queryKey, { ...current, offers, purchaseLimits: answer.purchaseLimits });
    }),
  );
}
