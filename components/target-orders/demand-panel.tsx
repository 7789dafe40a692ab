'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { DataTable, type Column } from '@/components/ui/data-table';
import { apiFetch } from '@/lib/api/fetch-client';
import { formatNumber, formatPrice } from '@/lib/format/number';
import { priceUnitLabel } from '@/lib/format/units';
import type { DemandRow } from '@/lib/target-orders/list-demand';
// The price alerts' page and form: the two tabs of one desk (price-tabs.tsx) look alike.
import desk from '@/components/alerts/alerts.module.css';
import { targetOrderKeys } from './target-order-keys';

/** The buyers' open target-order volume the seller could fill ("Nachfrage"), by product, region and price band; no names. */
export function DemandPanel() {
  const t = useTranslations('targetOrders');
  const locale = useLocale();
  const { currency, decimals } = useBrand();
  const demand = useQuery({
    queryKey: [...targetOrderKeys.all, 'demand'],
    queryFn: ({ signal }) => apiFetch<{ demand: DemandRow[] }>('/api/target-orders/demand', { signal }),
  });
  const columns: Column<DemandRow>[] = [
    { id: 'product', header: t('product'), cell: (r) => r.product, sortValue: (r) => r.product },
    { id: 'region', header: t('region'), cell: (r) => r.region ?? t('anyRegion'), sortValue: (r) => r.region ?? '' },
    {
      id: 'band',
      header: t('band', { unit: priceUnitLabel(currency) }),
      cell: (r) => t('bandValue', { from: formatPrice(r.bandFrom, locale, decimals), to: formatPrice(r.bandTo, locale, decimals) }),
      sortValue: (r) => Number(r.bandFrom),
      // Not a numeric column: "from to under" is words too, and a numeric cell does not wrap on a phone's card.
    },
    {
      id: 'volume',
      header: t('volume'),
      cell: (r) => formatNumber(r.volume, locale, { decimals: 3, trim: true }),
      sortValue: (r) => Number(r.volume),
      numeric: true,
    },
    { id: 'orders', header: t('demandOrders'), cell: (r) => r.orders, sortValue: (r) => r.orders, numeric: true },
  ];
  return (
    <section aria-labelledby="demand-title" data-testid="demand">
      <h2 id="demand-title">{t('demandTitle')}</h2>
      <p className={desk.intro}>{t('demandIntro')}</p>
      {demand.isError && <p className={desk.error}>{t('loadFailed')}</p>}
      {demand.data && (
        <DataTable
          label={t('demandTitle')}
          rows={demand.data.demand}
          columns={columns}
          rowKey={(r) => `${r.productId}-${r.regionId}-${r.bandFrom}`}
          empty={<p>{t('demandEmpty')}</p>}
        />
      )}
    </section>
  );
}
