'use client';

import { useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { DataTable } from '@/components/ui/data-table';
import { ApiError } from '@/lib/api/fetch-client';
import { isFiltered, rankingEmptyKey } from '@/lib/stats/domain/empty-state';
import type { ProductVolumeDto } from '@/lib/stats/schemas';
import { orderStatsQuery } from './order-stats-query';
import { ProductVolumeChart } from './product-volume-chart';
import { StatsFilters } from './stats-filters';
import styles from './stats.module.css';
import { useOrderStats, useSavedFilter } from './use-stats';
import { useVolumeFormat } from './use-volume-format';
import { volumeSeries } from './volume-series';

interface Props {
  accountType: string;
  deliveredProducts: boolean;
}

/** The product-volume view: filters accounts, terminals, delivery addresses, date range, days; saved per user. */
export function ProductVolumeReport({ accountType, deliveredProducts }: Props) {
  const t = useTranslations('stats');
  const zone = useBrand().timeZone;
  const volume = useVolumeFormat();
  const [filter, setFilter] = useSavedFilter('PRODUCT_VOLUME_OPTIONS');
  const stats = useOrderStats<ProductVolumeDto>(filter && orderStatsQuery('PRODUCT_VOLUME', filter, zone));
  const options = stats.data?.options;
  const products = stats.data?.orderStats.productVolume.products ?? [];
  const total = Math.round(products.reduce((sum, p) => sum + p.volume, 0) * 1000) / 1000;
  return (
    <section className={styles.card} aria-labelledby="volume-title" data-testid="product-volume">
      <h2 id="volume-title">{t('productVolumeTitle')}</h2>
      {filter && (
        <StatsFilters
          idPrefix="volume"
          filter={filter}
          onChange={setFilter}
          zone={zone}
          selects={[
            { field: 'accounts', label: t(accountType === 'SELLER' ? 'buyerColumn' : 'sellerColumn'), options: options?.accounts ?? [] },
            { field: 'terminals', label: t('terminal'), options: options?.terminals ?? [] },
            ...(deliveredProducts ? [{ field: 'deliveryAddresses' as const, label: t('deliveryAddress'), options: options?.deliveryAddresses ?? [] }] : []),
          ]}
        />
      )}
      {stats.isError ? (
        <p className={styles.error} role="alert">
          {t('loadFailed', { status: stats.error instanceof ApiError ? stats.error.status : 500 })}
        </p>
      ) : !stats.data ? (
        <p className={styles.empty}>{t('loading')}</p>
      ) : products.length === 0 ? (
        <p className={styles.empty}>{t(rankingEmptyKey(accountType, filter ? isFiltered(filter) : false))}</p>
      ) : (
        <div className={styles.reportBody} aria-busy={stats.isFetching}>
          <div>
            <DataTable
              label={t('productVolumeTitle')}
              rows={products}
              columns={[
                { id: 'product', header: t('product'), sortValue: (p) => p.name, cell: (p) => p.name },
                { id: 'orders', header: t('orders'), numeric: true, sortValue: (p) => p.orders, cell: (p) => p.orders },
                { id: 'volume', header: t('volume'), numeric: true, sortValue: (p) => p.volume, cell: (p) => volume(p.volume) },
              ]}
              rowKey={(p) => p.id}
            />
            <p className={styles.total}>{t('totalVolume', { volume: volume(total) })}</p>
          </div>
          <ProductVolumeChart
            series={volumeSeries(stats.data.orderStats.productVolume)}
            total={total}
            days={new Set(stats.data.orderStats.productVolume.days.map((d) => d.day)).size}
          />
        </div>
      )}
    </section>
  );
}
