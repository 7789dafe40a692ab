import { getTranslations } from 'next-intl/server';
import { AccountsScreen } from '@/components/operator/accounts-screen';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { guardPage } from '@/lib/shell/guard-page';
import { pageTitle } from '@/lib/shell/page-title';

export async function generateMetadata() {
  return pageTitle('operatorAccounts');
}

export default async function Page() {
  await guardPage('operatorAccounts');
  const t = await getTranslations('titles');
  return (
    <ClientMessages namespaces={['common', 'operator', 'validation']}>
      <QueryProvider>
        <AccountsScreen title={t('operatorAccounts')} createLabel={t('operatorAccountNew')} />
      </QueryProvider>
    </ClientMessages>
  );
}
