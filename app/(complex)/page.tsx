import { Dashboard } from '@/components/dashboard/dashboard';
import { ClientMessages } from '@/components/providers/client-messages';
import { guardPage } from '@/lib/shell/guard-page';
import { pageTitle } from '@/lib/shell/page-title';

export async function generateMetadata() {
  return pageTitle('dashboard');
}

export default async function DashboardPage() {
  const user = await guardPage('dashboard');
  return (
    <ClientMessages namespaces={['marketPanel', 'stats']}>
      <Dashboard user={user} />
    </ClientMessages>
  );
}
