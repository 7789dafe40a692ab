import { getTranslations } from 'next-intl/server';
import { OrdersScreen } from '@/components/orders/orders-screen';
import { canOpen, mayActOnOrders } from '@/lib/access/routes';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { brand } from '@/lib/env';
import { getUserSetting } from '@/lib/settings/get-user-setting';
import { guardPage } from '@/lib/shell/guard-page';
import { pageTitle } from '@/lib/shell/page-title';

export async function generateMetadata() {
  return pageTitle('orders');
}

export default async function Page() {
  const user = await guardPage('orders');
  const t = await getTranslations('titles');
  // The table last chosen comes with the page: the list's request need not wait for it.
  const saved = await getUserSetting(user.userId, 'selectedOrdersMarket');
  return (
    <ClientMessages namespaces={['common', 'errors', 'orderStatus', 'orders', 'shell', 'triggers', 'validation']}>
      <QueryProvider>
        <OrdersScreen
          title={t('orders')}
          viewer={user.accountType === 'SELLER' ? 'SELLER' : 'BUYER'}
          canAct={user.accountType === 'SELLER' && mayActOnOrders(user)}
          triggers={canOpen('contracts', user, brand().flags)}
          savedMarket={saved.value}
        />
      </QueryProvider>
    </ClientMessages>
  );
}
