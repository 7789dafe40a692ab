import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { ApiTokens } from '@/components/relationships/api-tokens';
import { MyBuyers } from '@/components/relationships/my-buyers';
import { guardPage } from '@/lib/shell/guard-page';
import { pageTitle } from '@/lib/shell/page-title';

export async function generateMetadata() {
  return pageTitle('buyerManagement');
}

export default async function Page() {
  const user = await guardPage('buyerManagement');
  const t = await getTranslations('titles');
  return (
    <ClientMessages namespaces={['common', 'errors', 'relationships', 'validation']}>
      <QueryProvider>
        <MyBuyers title={t('buyerManagement')} />
        {user.isAdmin && <ApiTokens />}
      </QueryProvider>
    </ClientMessages>
  );
}
