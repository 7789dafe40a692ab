'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Tabs } from '@/components/ui/tabs';

export type PriceTab = 'priceAlert' | 'targetOrders';
const PATHS: Record<PriceTab, string> = { priceAlert: '/preisalarm', targetOrders: '/preiswunsch' };

/** Price alerts and target-price orders side by side, as two tabs of one area; each tab is its own page. */
export function PriceTabs({ selected, tabs, children }: { selected: PriceTab; tabs: readonly PriceTab[]; children: ReactNode }) {
  const t = useTranslations('titles');
  const router = useRouter();
  if (tabs.length < 2) return children;
  return (
    <Tabs
      label={t('priceAlert')}
      tabs={tabs.map((key) => ({ key, label: t(key) }))}
      selected={selected}
      onSelect={(key) => key !== selected && router.push(PATHS[key])}
    >
      {children}
    </Tabs>
  );
}
