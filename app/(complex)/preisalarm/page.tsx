import { getTranslations } from 'next-intl/server';
import { PriceAlerts } from '@/components/alerts/price-alerts';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { PriceTabs } from '@/components/target-orders/price-tabs';
import { listAlertOptions } from '@/lib/alerts/list-alert-options';
import { brand } from '@/lib/env';
import { guardPage } from '@/lib/shell/guard-page';
import { pageTitle } from '@/lib/shell/page-title';
import { priceTabsFor } from '@/lib/target-orders/price-tabs';

export async function generateMetadata() {
  return pageTitle('priceAlert');
}

export default async function PriceAlertPage() {
  const user = await guardPage('priceAlert');
  const t = await getTranslations('titles');
  return (
    <ClientMessages namespaces={['alerts', 'titles', 'common', 'errors', 'validation']}>
      <QueryProvider>
        <PriceTabs selected="priceAlert" tabs={priceTabsFor(user, brand().flags)}>
          <PriceAlerts title={t('priceAlert')} options={await listAlertOptions(user.platformId)} />
        </PriceTabs>
      </QueryProvider>
    </ClientMessages>
  );
}
