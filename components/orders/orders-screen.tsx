'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './orders.module.css';
import { TriggerOrders } from '@/components/triggers/trigger-orders';
import { SpotOrders } from './spot-orders';

/**
 * trading-domain 2 "Orders": the Spot and Trigger tabs; the Trigger tab only where the caller may
 * open trigger contracts (`triggers`). `canAct`: the seller user may move orders along.
 */
export function OrdersScreen({ title, viewer, canAct, triggers }: { title: string; viewer: 'BUYER' | 'SELLER'; canAct: boolean; triggers: boolean }) {
  const t = useTranslations('orders');
  const [tab, setTab] = useState<'spot' | 'trigger'>('spot');
  return (
    <section>
      <h1>{title}</h1>
      <div className={styles.tabs} role="tablist">
        {(triggers ? (['spot', 'trigger'] as const) : (['spot'] as const)).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`orders-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="orders-panel"
            className={styles.tab}
            onClick={() => setTab(name)}
          >
            {t(`tab_${name}`)}
          </button>
        ))}
      </div>
      <div id="orders-panel" role="tabpanel" aria-labelledby={`orders-tab-${tab}`}>
        {tab === 'spot' ? <SpotOrders viewer={viewer} canAct={canAct} /> : <TriggerOrders viewer={viewer} canAct={canAct} />}
      </div>
    </section>
  );
}
