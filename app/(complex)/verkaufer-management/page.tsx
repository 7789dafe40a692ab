import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { MySellers } from '@/components/relationships/my-sellers';
import { guardPage } from '@/lib/shell/guard-page';
import { pageTitle } from '@/lib/shell/page-title';

export async function generateMetadata() {
  return pageTitle('sellerManagement');
}

export default async function Page() {
  await guardPage('sellerManagement');
  const t = await getTranslations('titles');
  return (
    <ClientMessages namespaces={['common', 'errors', 'relationships']}>
      <QueryProvider>
        <MySellers title={t('sellerManagement')} />
      </QueryProvider>
    </ClientMessages>
  );
}
