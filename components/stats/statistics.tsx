'use client';

import { AccountRankingReport } from './account-ranking';
import { ProductVolumeReport } from './product-volume';
import styles from './stats.module.css';
import { useRefreshOnMarketWindow } from './use-stats';

interface Props {
  accountType: string;
  deliveredProducts: boolean;
}

/** The statistics screen (/statistik): the account ranking in report mode and the product volume. */
export function Statistics(props: Props) {
  useRefreshOnMarketWindow();
  return (
    <div className={styles.statistics}>
      <AccountRankingReport {...props} />
      <ProductVolumeReport {...props} />
    </div>
  );
}
