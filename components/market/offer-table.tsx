'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { DataTable, type Column } from '@/components/ui/data-table';
import { useMediaQuery } from '@/components/ui/use-media-query';
import { formatVolume } from '@/lib/format/number';
import { priceUnitLabel } from '@/lib/format/units';
import type { MarketSortField } from '@/lib/market/domain/market-list';
import type { MarketOfferDto } from '@/lib/market/to-market-offer';
import styles from './marketplace.module.css';
import { CellText, OfferAvailability, OfferOrder, OfferPrice, TwoLines } from './offer-row';
import type { MarketSort } from './offers-query';

/** The height of an offer's row at 1366 px: a dense line with the quantity field and the basket button. */
export const OFFER_ROW_HEIGHT = 40;

/**
 * Where the wide desk's columns (at least 78rem) do not fit beside the page's margins and a
 * scroll bar (a 1024 px laptop): terminal and region share a column, as do the available quantity
 * and the order range, and the basket button is an icon. Sorting by region or order range is then
 * in the filters' sort choice (`.sortChoice` in marketplace.module.css, shown below the same width).
 */
export const COMPACT_DESK = '(min-width: 768px) and (max-width: 1339.98px)';

/**
 * The market as a trading desk (on the foundation's DataTable): one dense row per offer with
 * quantity, net sum and basket button inline, fixed column widths and tabular figures so that
 * nothing moves when prices refresh, only the rows in view in the page (a market may hold
 * thousands), and every heading a sort button. The server sorts (`sort`, `onSort`), so the order
 * is the same as the filters' sort choice. Narrower than the wide desk (COMPACT_DESK), some columns
 * share one; below 768 px every offer is a card. The offers arrive after the page, so choosing the
 * columns in the browser moves nothing that was painted.
 */
export function OfferTable({
  offers,
  buyable,
  marketOpen = true,
  sort,
  onSort,
}: {
  offers: MarketOfferDto[];
  buyable: boolean;
  marketOpen?: boolean;
  sort: MarketSort;
  onSort: (field: MarketSortField) => void;
}) {
  const t = useTranslations('market');
  const locale = useLocale();
  const { currency } = useBrand();
  const compact = useMediaQuery(COMPACT_DESK);
  const columns = useMemo<Column<MarketOfferDto>[]>(() => {
    const volume = (value: string) => formatVolume(value, locale);
    const column = (id: MarketSortField, header: string, cell: Column<MarketOfferDto>['cell'], more: Partial<Column<MarketOfferDto>> = {}) => ({
      id,
      header,
      cell,
      sortable: true,
      ...more,
    });
    const range = (o: MarketOfferDto) => `${volume(o.minimumOrderQuantity)} – ${volume(o.maximumOrderQuantity)}`;
    const product = column('product', t('product'), (o) => <CellText>{o.product.name}</CellText>);
    const seller = column('seller', t('seller'), (o) => <CellText>{o.anonymous ? t('anonymousSeller') : o.displayName}</CellText>);
    const price = column('price', t('price', { unit: priceUnitLabel(currency) }), (o) => <OfferPrice offer={o} />, {
      numeric: true,
      width: compact ? '8rem' : '9rem',
    });
    const availability = column('availability', t('availability'), (o) => <OfferAvailability offer={o} />, { width: compact ? '8.5rem' : '11.5rem' });
    if (compact)
      return [
        product,
        column('terminal', t('terminalRegion'), (o) => <CellText muted={o.terminal.region.name}>{o.terminal.name}</CellText>),
        seller,
        price,
        column('volume', t('availableRange'), (o) => <TwoLines first={volume(o.maximumAvailable)} second={range(o)} />, { numeric: true, width: '7rem' }),
        availability,
      ];
    return [
      product,
      column('terminal', t('terminal'), (o) => <CellText>{o.terminal.name}</CellText>),
      column('region', t('region'), (o) => <CellText>{o.terminal.region.name}</CellText>, { width: '5rem' }),
      seller,
      price,
      column('orderRange', t('orderRange'), range, { numeric: true, width: '7rem' }),
      column('volume', t('available'), (o) => volume(o.maximumAvailable), { numeric: true, width: '6rem' }),
      availability,
    ];
  }, [t, locale, currency, compact]);
  // Outside trading hours only fixed prices are traded: a live-priced offer gets no basket.
  const canOrder = (offer: MarketOfferDto) => buyable && (marketOpen || offer.priceType === 'FIXED');
  return (
    <DataTable
      label={t('offers')}
      rows={offers}
      columns={columns}
      rowKey={(o) => o._id}
      rowAttributes={(o) => ({ 'data-testid': 'market-offer', 'data-offer-id': o._id })}
      actions={buyable ? (o) => canOrder(o) && <OfferOrder offer={o} iconButton={compact} /> : undefined}
      actionsHeader={t('orderColumn')}
      actionsWidth={compact ? '14.5rem' : '21.5rem'}
      virtual
      rowHeight={OFFER_ROW_HEIGHT}
      className={compact ? `${styles.offers} ${styles.compact}` : styles.offers}
      sort={sort.sortBy ? { id: sort.sortBy, desc: sort.sortType === 'desc' } : null}
      onSortChange={(id) => onSort(id as MarketSortField)}
    />
  );
}
