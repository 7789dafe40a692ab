'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { formatOpening } from '@/lib/market-window/domain/format-opening';
import { lazy, Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { ROLES } from '@/lib/access/routes';
import { positiveId } from '@/lib/api/domain/positive-id';
import { useSavedSetting } from '@/components/settings/use-saved-setting';
import { ChildAccountSelect } from './child-account-select';
import { emptyReason } from './empty-reason';
import { MarketFilters } from './market-filters';
import { MarketStatus } from './market-status';
import { onMarketWindowReload } from './market-window-events';
import { useMarketWindow } from './market-window-provider';
import styles from './marketplace.module.css';
import { EMPTY_FILTERS, nextSort, offersSearch } from './offers-query';
import { OfferTable } from './offer-table';
import { PurchaseLimitsNote } from './purchase-limits-note';
import { PurchaseNotice, usePurchase } from './purchase-notice';
import { marketOfferKeys, useChildAccounts, useFavouriteMarkets, useMarketMetadata, useMarketOffers } from './use-market';
import { useMarketStream } from './use-market-stream';

// Loaded when first opened: the wizard and its dialogs are no part of reading the market.
const FavouritesManager = lazy(() => import('@/components/favourites/favourites-manager').then((m) => ({ default: m.FavouritesManager })));

/** The market screen (/handelsplatz) below `head` (heading and market choice); prices and countdown come from the layout's one market window. */
export function MarketPage({ head }: { head?: ReactNode }) {
  const t = useTranslations('market');
  const tc = useTranslations('common');
  const queryClient = useQueryClient();
  const searchParams = useSearchParams();
  const locale = useLocale();
  const { timeZone } = useBrand();
  const purchase = usePurchase();
  const { refresh, marketOpen, opens, limitedMarket } = useMarketWindow();
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  // /aviaten links a child's market as ?childAccount=<id>.
  const [childAccountId, setChildAccountId] = useState<number | null>(() => positiveId(searchParams.get('childAccount')));
  const [refreshing, setRefreshing] = useState(false);
  const [managingFavourites, setManagingFavourites] = useState(false);
  const metadata = useMarketMetadata();
  const favourites = useFavouriteMarkets();
  const children = useChildAccounts(metadata.data?.roles.includes(ROLES.childAccounts) ?? false);
  // The child account last looked at (selectedAviat) comes back, while it is still one of the parent's;
  // a link that names a child wins.
  const aviat = useSavedSetting('selectedAviat');
  const [aviatRestored, setAviatRestored] = useState(false);
  if (aviat.loaded && children.isSuccess && !aviatRestored) {
    setAviatRestored(true);
    if (childAccountId === null && aviat.value !== null && children.data.some((a) => a.id === aviat.value)) setChildAccountId(aviat.value);
  }
  const offers = useMarketOffers(childAccountId, offersSearch(filters));
  useMarketStream();

  // A new market window means new prices: every offers list is fetched again.
  useEffect(() => onMarketWindowReload(() => void queryClient.invalidateQueries({ queryKey: marketOfferKeys.offers })), [queryClient]);

  async function refreshPrices() {
    setRefreshing(true);
    try {
      await refresh();
      await queryClient.invalidateQueries({ queryKey: marketOfferKeys.offers });
    } finally {
      setRefreshing(false);
    }
  }

  // The rows are drawn in React's background pass, in slices between which the page still answers
  // input: drawing them at once when the list arrives blocked the page for as long as they took.
  const shown = useDeferredValue(offers.data);
  const list = shown?.offers ?? [];
  // Whose sellers decide the emptiness: the metadata knows the own account's relationships only.
  const sellers = childAccountId === null ? metadata.data?.sellers : undefined;
  const reason = emptyReason({
    marketOpen,
    limitedMarket,
    enabledSellers: sellers ? sellers.filter((s) => s.status === 'ENABLED').length : null,
    filtered: Object.entries(filters).some(([key, value]) => key !== 'sortBy' && key !== 'sortType' && value !== ''),
  });
  return (
    <section className={styles.market}>
      <MarketStatus onRefresh={() => void refreshPrices()} refreshing={refreshing}>
        {head}
      </MarketStatus>
      {!!children.data?.length && (
        <ChildAccountSelect
          accounts={children.data}
          value={childAccountId}
          onChange={(id) => {
            setChildAccountId(id);
            aviat.save(id);
            // Delivery addresses belong to the account whose market is shown.
            setFilters((f) => ({ ...f, deliveryAddressId: '' }));
          }}
        />
      )}
      <MarketFilters
        state={filters}
        onChange={setFilters}
        products={metadata.data?.fuels ?? []}
        regions={metadata.data?.regions ?? []}
        terminals={offers.data?.filterOptions.terminals ?? []}
        deliveryAddresses={offers.data?.filterOptions.deliveryAddress ?? []}
        favourites={favourites.data ?? []}
        onManageFavourites={() => setManagingFavourites(true)}
      />
      {managingFavourites && metadata.data && (
        <Suspense fallback={null}>
          <FavouritesManager
            favourites={favourites.data ?? []}
            catalogue={{ fuels: metadata.data.fuels, regions: metadata.data.regions, sellers: metadata.data.sellers }}
            onChoose={(id) => {
              setFilters((f) => ({ ...f, favouriteId: String(id) }));
              setManagingFavourites(false);
            }}
            // A deleted favourite no longer filters: the market would ask for it and be refused.
            onDeleted={(id) => setFilters((f) => (f.favouriteId === String(id) ? { ...f, favouriteId: '' } : f))}
            onClose={() => setManagingFavourites(false)}
          />
        </Suspense>
      )}
      {!shown && !offers.isError && <p>{tc('loading')}</p>}
      {offers.isError && (
        <p className={styles.error} role="alert">
          {t('loadFailed')}
        </p>
      )}
      {shown && list.length === 0 && (
        <p data-testid="market-empty" data-reason={reason}>
          {t(`emptyReasons.${reason}`, { opening: opens ? formatOpening(new Date(opens), timeZone, locale) : '' })}
        </p>
      )}
      <PurchaseLimitsNote limits={offers.data?.purchaseLimits ?? []} />
      {childAccountId !== null && (
        <p data-testid="child-market-note">{t('childMarketViewOnly', { name: children.data?.find((a) => a.id === childAccountId)?.name ?? '' })}</p>
      )}
      <PurchaseNotice block={purchase.block} />
      {list.length > 0 && !offers.isError && (
        <OfferTable
          offers={list}
          buyable={childAccountId === null && purchase.buyable}
          marketOpen={marketOpen}
          sort={filters}
          onSort={(field) => setFilters((f) => ({ ...f, ...nextSort(f, field) }))}
        />
      )}
    </section>
  );
}
