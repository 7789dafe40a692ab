'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { Tabs } from '@/components/ui/tabs';
import type { SettingValues } from '@/lib/settings/schemas';
import { SpotOrders } from './spot-orders';

// Loaded when the tab is first chosen: the page opens on the spot orders.
const TriggerOrders = lazy(() => import('@/components/triggers/trigger-orders').then((m) => ({ default: m.TriggerOrders })));

/**
 * trading-domain 2 "Orders": the Spot and Trigger tabs; the Trigger tab only where the caller may
 * open trigger contracts (`triggers`). `canAct`: the seller user may move orders along.
 * `savedMarket`: the table the user last chose (selectedOrdersMarket), as the server read it.
 */
export function OrdersScreen({
  title,
  viewer,
  canAct,
  triggers,
  savedMarket,
}: {
  title: string;
  viewer: 'BUYER' | 'SELLER';
  canAct: boolean;
  triggers: boolean;
  savedMarket: SettingValues['selectedOrdersMarket'] | null;
}) {
  const t = useTranslations('orders');
  const [tab, setTab] = useState<'spot' | 'trigger'>('spot');
  const tabs = [{ key: 'spot' as const, label: t('tab_spot') }, ...(triggers ? [{ key: 'trigger' as const, label: t('tab_trigger') }] : [])];
  return (
    <section>
      <h1>{title}</h1>
      <Tabs label={title} tabs={tabs} selected={tab} onSelect={setTab}>
        {tab === 'spot' ? (
          <SpotOrders viewer={viewer} canAct={canAct} savedMarket={savedMarket} />
        ) : (
          <Suspense fallback={<p>{t('loading')}</p>}>
            <TriggerOrders viewer={viewer} canAct={canAct} />
          </Suspense>
        )}
      </Tabs>
    </section>
  );
}
