import { getTranslations } from 'next-intl/server';
import { ChildAccounts } from '@/components/child-accounts/child-accounts';
import { ClientMessages } from '@/components/providers/client-messages';
import { ROLES } from '@/lib/access/routes';
import { listChildAccountTerms } from '@/lib/accounts/list-child-account-terms';
import { brand } from '@/lib/env';
import { guardPage } from '@/lib/shell/guard-page';
import { pageTitle } from '@/lib/shell/page-title';

export async function generateMetadata() {
  return pageTitle('childAccounts');
}

export default async function Page() {
  const user = await guardPage('childAccounts');
  const t = await getTranslations('titles');
  const tc = await getTranslations('childAccounts');
  const current = brand();
  const accounts = await listChildAccountTerms(user.accountId, current.timeZone);
  const links = { market: user.accountType === 'BUYER', orders: user.accountType === 'BUYER' && user.roles.includes(ROLES.childAccountOffers) };
  return (
    <>
      <h1>{t('childAccounts')}</h1>
      <p>{tc('intro')}</p>
      <ClientMessages namespaces={['childAccounts', 'operator']}>
        <ChildAccounts accounts={accounts} links={links} />
      </ClientMessages>
    </>
  );
}
