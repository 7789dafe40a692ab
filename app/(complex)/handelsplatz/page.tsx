import { getTranslations } from 'next-intl/server';
import { MarketScreen } from '@/components/market/market-screen';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { getUserSetting } from '@/lib/settings/get-user-setting';
import { guardPage } from '@/lib/shell/guard-page';
import { pageTitle } from '@/lib/shell/page-title';

export async function generateMetadata() {
  return pageTitle('market');
}

/** /handelsplatz: the buyers' market (trading-domain 2, offer overview). */
export default async function Page() {
  const user = await guardPage('market');
  const tt = await getTranslations('titles');
  const saved = await getUserSetting(user.userId, 'selectedMarket');
  return (
    <ClientMessages namespaces={['additives', 'common', 'errors', 'favourites', 'market', 'validation']}>
      <QueryProvider>
        <MarketScreen title={tt('market')} savedMarket={saved.value} />
      </QueryProvider>
    </ClientMessages>
  );
}
