import { BasketModal } from '@/components/basket/basket-modal';
import { Dashboard } from '@/components/dashboard/dashboard';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { guardPage } from '@/lib/shell/guard-page';
import { pageTitle } from '@/lib/shell/page-title';

export async function generateMetadata() {
  return pageTitle('basket');
}

/** /warenkorb/{id}: the basket over the dashboard. */
export default async function Page({ params }: { params: Promise<{ basketId: string }> }) {
  const user = await guardPage('basket');
  const { basketId } = await params;
  return (
    <ClientMessages namespaces={['basket', 'errors', 'marketPanel', 'stats', 'validation']}>
      <Dashboard user={user} />
      <QueryProvider>
        <BasketModal basketId={basketId} basePath="/warenkorb" backHref="/" />
      </QueryProvider>
    </ClientMessages>
  );
}
