import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/providers/client-messages';
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
      <MySellers title={t('sellerManagement')} />
    </ClientMessages>
  );
}
