import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { DemandPanel } from '@/components/target-orders/demand-panel';
import { OfferManagementTabs } from '@/components/uploads/offer-management-tabs';
import { guardPage } from '@/lib/shell/guard-page';
import { pageTitle } from '@/lib/shell/page-title';

export async function generateMetadata() {
  return pageTitle('offerManagement');
}

export default async function Page() {
  await guardPage('offerManagement');
  const t = await getTranslations('titles');
  return (
    <ClientMessages namespaces={['additives', 'auth', 'common', 'errors', 'offers', 'pricing', 'shell', 'targetOrders', 'uploads', 'validation']}>
      <QueryProvider>
        <OfferManagementTabs title={t('offerManagement')} />
        <DemandPanel />
      </QueryProvider>
    </ClientMessages>
  );
}
