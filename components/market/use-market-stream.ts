'use client';

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiFetch } from '@/lib/api/fetch-client';
import { MAX_MARKET_IDS, type PushedWindow } from '@/lib/market/domain/market-push';
import { mergeOffers } from './merge-offers';
import { useMarketWindow } from './market-window-provider';
import { offersPath } from './offers-query';
import { marketOfferKeys, type MarketOffersAnswer } from './use-market';

/** Offers named within this time are asked for in one call: a burst of sales is one request. */
const GATHER_MS = 200;

/**
 * The market screen's live part (GET /api/market/stream, docs/market-stream.md): a pushed window
 * fetches the window, and with it every market list, as the countdown's end did; pushed offers
 * are asked for alone (GET /api/v2/offers?ids=) and merged into the lists on screen. While the
 * stream is down (the browser reconnects by itself, resuming where it was) the countdown's end
 * fetches the window again, as it does without a stream.
 */
export function useMarketStream() {
  const queryClient = useQueryClient();
  const { window, refresh, setPushed } = useMarketWindow();
  const shownWindowId = useRef<number | null>(null);
  useEffect(() => {
    shownWindowId.current = window?._id ?? null;
  }, [window]);

  useEffect(() => {
    // Every browser the platform supports has EventSource; the component tests' DOM has none.
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/market/stream');
    let named = new Set<number>();
    let gathering: ReturnType<typeof setTimeout> | undefined;
    source.addEventListener('open', () => setPushed(true));
    source.addEventListener('error', () => setPushed(false));
    source.addEventListener('window', (event) => {
      // The window on screen again: the stream could not resume and changes may have passed, so the lists load whole.
      if ((JSON.parse((event as MessageEvent<string>).data) as PushedWindow).id === shownWindowId.current) {
        void queryClient.invalidateQueries({ queryKey: marketOfferKeys.offers });
      } else void refresh();
    });
    source.addEventListener('offers', (event) => {
      for (const id of (JSON.parse((event as MessageEvent<string>).data) as { ids: number[] }).ids) named.add(id);
      gathering ??= setTimeout(() => {
        const ids = [...named];
        named = new Set();
        gathering = undefined;
        void applyOfferChanges(queryClient, ids);
      }, GATHER_MS);
    });
    return () => {
      clearTimeout(gathering);
      source.close();
      setPushed(false);
    };
  }, [queryClient, refresh, setPushed]);
}

/**
 * Each own market list on screen asks for the named offers under its own filters and merges them
 * in; a list not on screen is only marked stale. More offers than one call may name (a seller's
 * price rule over a large range), or an offer new to the list, load the list whole.
 */
async function applyOfferChanges(queryClient: QueryClient, ids: number[]) {
  const lists = queryClient.getQueryCache().findAll({ queryKey: [...marketOfferKeys.offers, 'own'] });
  await Promise.all(
    lists.map(async (query) => {
      const current = query.state.data as MarketOffersAnswer | undefined;
      if (!current || !query.isActive() || ids.length > MAX_MARKET_IDS) {
        return queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
      }
      const search = new URLSearchParams(String(query.queryKey[3]));
      search.set('ids', ids.join(','));
      // A failed call changes nothing on screen: the next window loads the list whole anyway.
      const answer = await apiFetch<MarketOffersAnswer>(offersPath(null, search.toString())).catch(() => null);
      if (!answer) return;
      const offers = mergeOffers(current.offers, ids, answer.offers);
      if (offers === null) return queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
      queryClient.setQueryData<MarketOffersAnswer>(query.queryKey, { ...current, offers, purchaseLimits: answer.purchaseLimits });
    }),
  );
}
