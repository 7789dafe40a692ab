import { getTranslations } from 'next-intl/server';
import { PricingEngine } from '@/components/pricing/pricing-engine';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { DemandPanel } from '@/components/target-orders/demand-panel';
import { guardPage } from '@/lib/shell/guard-page';
import { pageTitle } from '@/lib/shell/page-title';

export async function generateMetadata() {
  return pageTitle('pricingEngine');
}

export default async function Page() {
  await guardPage('pricingEngine');
  const t = await getTranslations('titles');
  return (
    <ClientMessages namespaces={['common', 'pricing', 'shell', 'targetOrders', 'validation']}>
      <QueryProvider>
        <PricingEngine title={t('pricingEngine')} />
        <DemandPanel />
      </QueryProvider>
    </ClientMessages>
  );
}
