'use client';

import { BuyerContracts } from './buyer-contracts';
import { SellerContracts } from './seller-contracts';

/**
 * /verträge-management (trading-domain 2, Trigger management): the seller's contracts and orders
 * to confirm (`canAct`: the user may confirm or cancel them), or the buyer's contracts to trigger.
 */
export function TriggerDesk({ title, viewer, canAct }: { title: string; viewer: 'BUYER' | 'SELLER'; canAct: boolean }) {
  return (
    <section>
      <h1>{title}</h1>
      {viewer === 'SELLER' ? <SellerContracts canAct={canAct} /> : <BuyerContracts />}
    </section>
  );
}
