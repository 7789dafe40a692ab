import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { mayActOnOrders } from '@/lib/access/routes';
import { TriggerDesk } from '@/components/triggers/trigger-desk';
import { guardPage } from '@/lib/shell/guard-page';
import { pageTitle } from '@/lib/shell/page-title';

export async function generateMetadata() {
  return pageTitle('contracts');
}

/** Trigger contracts (design 7): the seller writes them and confirms triggers, the buyer triggers them. */
export default async function Page() {
  const user = await guardPage('contracts');
  const tt = await getTranslations('titles');
  return (
    <ClientMessages namespaces={['common', 'errors', 'offers', 'orders', 'pricing', 'shell', 'triggers', 'validation']}>
      <QueryProvider>
        <TriggerDesk title={tt('contracts')} viewer={user.accountType === 'SELLER' ? 'SELLER' : 'BUYER'} canAct={mayActOnOrders(user)} />
      </QueryProvider>
    </ClientMessages>
  );
}
