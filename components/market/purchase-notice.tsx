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

/** The test id of each notice. */
const NOTICE_IDS = { purchasingDisabled: 'purchasing-disabled', noPurchaseRight: 'no-purchase-right' } as const;

/** Says why the market shows offers without basket buttons, if it does. */
export function PurchaseNotice({ block }: { block: ReturnType<typeof usePurchase>['block'] }) {
  const t = useTranslations('market');
  if (block === null || block === 'loading') return null;
  return (
    <p className={styles.notice} data-testid={NOTICE_IDS[block]} role="status">
      {t(block)}
    </p>
  );
}
