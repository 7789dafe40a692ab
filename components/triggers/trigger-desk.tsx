'use client';

import { useTranslations } from 'next-intl';
import { BuyerContracts } from './buyer-contracts';
import { SellerContracts } from './seller-contracts';
import { TriggerOrders } from './trigger-orders';

/**
 * /verträge-management (trading-domain 2, Trigger management and Trigger history): the seller's
 * contracts and orders to confirm (`canAct`: the user may confirm or cancel them), or the buyer's
 * contracts to trigger; below, either side's trigger orders of every status, as the Trigger tab
 * lists them.
 */
export function TriggerDesk({ title, viewer, canAct }: { title: string; viewer: 'BUYER' | 'SELLER'; canAct: boolean }) {
  const t = useTranslations('triggers');
  return (
    <section>
      <h1>{title}</h1>
      {viewer === 'SELLER' ? <SellerContracts canAct={canAct} /> : <BuyerContracts />}
      <h2>{t('history')}</h2>
      <TriggerOrders viewer={viewer} canAct={false} />
    </section>
  );
}
