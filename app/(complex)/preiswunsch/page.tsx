import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { PriceTabs } from '@/components/target-orders/price-tabs';
import { TargetOrders } from '@/components/target-orders/target-orders';
import { brand } from '@/lib/env';
import { guardPage } from '@/lib/shell/guard-page';
import { pageTitle } from '@/lib/shell/page-title';
import { priceTabsFor } from '@/lib/target-orders/price-tabs';
import { listTargetOrderOptions } from '@/lib/target-orders/list-target-order-options';
import { ZTargetOrderPrefill } from '@/lib/target-orders/schemas';

export async function generateMetadata() {
  return pageTitle('targetOrders');
}

/** `?productId=&terminalId=&limit=`: a price alert turned into a target order starts the form with them. */
export default async function TargetOrdersPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const user = await guardPage('targetOrders');
  const [t, query] = await Promise.all([getTranslations('titles'), searchParams]);
  return (
    <ClientMessages namespaces={['targetOrders', 'titles', 'common', 'errors', 'shell', 'validation']}>
      <QueryProvider>
        <PriceTabs selected="targetOrders" tabs={priceTabsFor(user, brand().flags)}>
          <TargetOrders title={t('targetOrders')} options={await listTargetOrderOptions(user)} prefill={ZTargetOrderPrefill.parse(query)} />
        </PriceTabs>
      </QueryProvider>
    </ClientMessages>
  );
}
