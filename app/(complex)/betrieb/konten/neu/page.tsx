import { getTranslations } from 'next-intl/server';
import { CreateAccountForm } from '@/components/operator/create-account-form';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { guardPage } from '@/lib/shell/guard-page';
import { pageTitle } from '@/lib/shell/page-title';

export async function generateMetadata() {
  return pageTitle('operatorAccountNew');
}

export default async function Page() {
  await guardPage('operatorAccountNew');
  const t = await getTranslations('titles');
  return (
    <ClientMessages namespaces={['common', 'operator', 'profile', 'validation']}>
      <QueryProvider>
        <h1>{t('operatorAccountNew')}</h1>
        <CreateAccountForm />
      </QueryProvider>
    </ClientMessages>
  );
}
