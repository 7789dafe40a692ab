import { getTranslations } from 'next-intl/server';
import { NewsDesk } from '@/components/news/news-desk';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { guardPage } from '@/lib/shell/guard-page';
import { pageTitle } from '@/lib/shell/page-title';

export const generateMetadata = () => pageTitle('news');

/** /news: the seller's news for its released buyers (trading-domain 1, design 10). */
export default async function Page() {
  await guardPage('news');
  const tt = await getTranslations('titles');
  return (
    <ClientMessages namespaces={['common', 'news']}>
      <QueryProvider>
        <h1>{tt('news')}</h1>
        <NewsDesk />
      </QueryProvider>
    </ClientMessages>
  );
}
