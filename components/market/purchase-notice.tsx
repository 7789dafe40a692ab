'use client';

import { useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { purchaseBlock } from './purchase-state';
import { useMarketMetadata } from './use-market';
import styles from './marketplace.module.css';

/** The markets' one decision whether the user may buy here (purchaseBlock), from the brand and the user's roles. */
export function usePurchase() {
  const { flags } = useBrand();
  const block = purchaseBlock(flags, useMarketMetadata().data?.roles);
  return { buyable: block === null, block };
}

/** Says why the market shows offers without basket buttons, if it does. */
export function PurchaseNotice({ block }: { block: ReturnType<typeof usePurchase>['block'] }) {
  const t = useTranslations('market');
  if (block === 'purchasingDisabled')
    return (
      <p className={styles.notice} data-testid="purchasing-disabled" role="status">
        {t('purchasingDisabled')}
      </p>
    );
  if (block === 'noPurchaseRight')
    return (
      <p className={styles.notice} data-testid="no-purchase-right" role="status">
        {t('noPurchaseRight')}
      </p>
    );
  return null;
}
