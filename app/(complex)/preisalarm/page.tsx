import { getTranslations } from 'next-intl/server';
import { PriceAlerts } from '@/components/alerts/price-alerts';
import { ClientMessages } from '@/components/providers/client-messages';
import { listAlertOptions } from '@/lib/alerts/list-alert-options';
import { guardPage } from '@/lib/shell/guard-page';
import { pageTitle } from '@/lib/shell/page-title';

export async function generateMetadata() {
  return pageTitle('priceAlert');
}

export default async function PriceAlertPage() {
  const user = await guardPage('priceAlert');
  const t = await getTranslations('titles');
  return (
    <ClientMessages namespaces={['alerts', 'common', 'errors', 'validation']}>
      <PriceAlerts title={t('priceAlert')} options={await listAlertOptions(user.platformId)} />
    </ClientMessages>
  );
}
