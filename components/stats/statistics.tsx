'use client';

import { useBrand } from '@/components/providers/brand-context';
import { AccountRankingReport } from './account-ranking';
import { ProductVolumeReport } from './product-volume';
import styles from './stats.module.css';
import { useRefreshOnMarketWindow } from './use-stats';

interface Props {
  accountType: string;
  deliveredProducts: boolean;
}

/** The statistics screen (/statistik): the account ranking in report mode (where the brand ranks sellers) and the product volume. */
export function Statistics(props: Props) {
  useRefreshOnMarketWindow();
  const { flags } = useBrand();
  return (
    <div className={styles.statistics}>
      {flags.sellerRanking && <AccountRankingReport {...props} />}
      <ProductVolumeReport {...props} />
    </div>
  );
}
