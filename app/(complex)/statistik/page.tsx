import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { Statistics } from '@/components/stats/statistics';
import { getPageUser } from '@/lib/auth/page-user';
import { guardPage } from '@/lib/shell/guard-page';
import { showsNewsBox } from '@/lib/shell/news-box';
import { pageTitle } from '@/lib/shell/page-title';

async function titleKey() {
  const user = await getPageUser();
  return user && showsNewsBox(user) ? 'reportsWithNews' : 'reports';
}

export async function generateMetadata() {
  return pageTitle(await titleKey());
}

export default async function Page() {
  const user = await guardPage('reports');
  const tt = await getTranslations('titles');
  return (
    <ClientMessages namespaces={['shell', 'stats', 'validation']}>
      <QueryProvider>
        <h1>{tt(await titleKey())}</h1>
        <Statistics accountType={user.accountType} deliveredProducts={user.features.includes('deliveredProducts')} />
      </QueryProvider>
    </ClientMessages>
  );
}
