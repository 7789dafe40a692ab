'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatVolume } from '@/lib/format/number';
import type { PurchaseLimitLeft } from '@/lib/market/list-market-offers';

/** A shareholder's daily purchase limits (design 11): what is left today of each, per product. */
export function PurchaseLimitsNote({ limits }: { limits: PurchaseLimitLeft[] }) {
  const t = useTranslations('market');
  const locale = useLocale();
  if (limits.length === 0) return null;
  return (
    <p data-testid="purchase-limits">
      {t('purchaseLimitsLeft', {
        limits: limits
          .map((l) => t('purchaseLimitLeft', { product: l.product.name, left: formatVolume(l.leftCbm, locale), limit: formatVolume(l.limitCbm, locale) }))
          .join(' · '),
      })}
    </p>
  );
}
