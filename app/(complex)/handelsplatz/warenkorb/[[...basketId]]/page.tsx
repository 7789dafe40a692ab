import { getTranslations } from 'next-intl/server';
import { BasketModal } from '@/components/basket/basket-modal';
import { MarketScreen } from '@/components/market/market-screen';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { getUserSetting } from '@/lib/settings/get-user-setting';
import { guardPage } from '@/lib/shell/guard-page';
import { pageTitle } from '@/lib/shell/page-title';

export async function generateMetadata() {
  return pageTitle('basket');
}

/** /handelsplatz/warenkorb/new?offerId=&quantity=(&unitCount= for containers) and /handelsplatz/warenkorb/{id}: the basket over the market. */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ basketId?: string[] }>;
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const user = await guardPage('marketBasket');
  const [{ basketId }, query, tt, saved] = await Promise.all([params, searchParams, getTranslations('titles'), getUserSetting(user.userId, 'selectedMarket')]);
  const id = basketId?.[0];
  const offerId = Number(query.offerId);
  const unitCount = Number(query.unitCount);
  const newOffer =
    id === 'new' && Number.isInteger(offerId) && offerId > 0 && query.quantity
      ? { offerId, quantity: query.quantity, ...(Number.isInteger(unitCount) && unitCount > 0 && { unitCount }) }
      : undefined;
  return (
    <ClientMessages namespaces={['additives', 'basket', 'common', 'errors', 'favourites', 'market', 'validation']}>
      <QueryProvider>
        <MarketScreen title={tt('market')} savedMarket={saved.value} />
        <BasketModal basketId={id && id !== 'new' ? id : null} basePath="/handelsplatz/warenkorb" backHref="/handelsplatz" newOffer={newOffer} />
      </QueryProvider>
    </ClientMessages>
  );
}
