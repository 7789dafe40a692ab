import { getTranslations } from 'next-intl/server';
import { OrdersScreen } from '@/components/orders/orders-screen';
import { canOpen, mayActOnOrders } from '@/lib/access/routes';
import { ClientMessages } from '@/components/providers/client-messages';
import { brand } from '@/lib/env';
import { guardPage } from '@/lib/shell/guard-page';
import { pageTitle } from '@/lib/shell/page-title';

export async function generateMetadata() {
  return pageTitle('orders');
}

export default async function Page() {
  const user = await guardPage('orders');
  const t = await getTranslations('titles');
  return (
    <ClientMessages namespaces={['common', 'errors', 'orderStatus', 'orders', 'shell', 'triggers', 'validation']}>
      <OrdersScreen
        title={t('orders')}
        viewer={user.accountType === 'SELLER' ? 'SELLER' : 'BUYER'}
        canAct={user.accountType === 'SELLER' && mayActOnOrders(user)}
        triggers={canOpen('contracts', user, brand().flags)}
      />
    </ClientMessages>
  );
}
