import { getTranslations } from 'next-intl/server';
import { CatalogueScreen } from '@/components/operator/catalogue-screen';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { guardPage } from '@/lib/shell/guard-page';
import { pageTitle } from '@/lib/shell/page-title';

export async function generateMetadata() {
  return pageTitle('operatorCatalogue');
}

/** The catalogue trading runs on (design 14): terminals, products, regions, lifting periods, payment terms, VAT rates. */
export default async function Page() {
  await guardPage('operatorCatalogue');
  const t = await getTranslations('titles');
  return (
    <ClientMessages namespaces={['common', 'operator', 'validation']}>
      <QueryProvider>
        <CatalogueScreen title={t('operatorCatalogue')} />
      </QueryProvider>
    </ClientMessages>
  );
}
