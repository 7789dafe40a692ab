import { getTranslations } from 'next-intl/server';
import { AuditList } from '@/components/operator/audit-list';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { ZOperatorAuditQuery } from '@/lib/operator/schemas';
import { guardPage } from '@/lib/shell/guard-page';
import { pageTitle } from '@/lib/shell/page-title';

export async function generateMetadata() {
  return pageTitle('operatorAudit');
}

/** The audit log; `?accountId=` narrows it to one account (the account screen links here), `?userId=` to one user. */
export default async function Page({ searchParams }: { searchParams: Promise<{ accountId?: string; userId?: string }> }) {
  await guardPage('operatorAudit');
  const t = await getTranslations('titles');
  const { accountId, userId } = await searchParams;
  const query = ZOperatorAuditQuery.safeParse({ accountId, userId });
  return (
    <ClientMessages namespaces={['common', 'operator', 'shell', 'validation']}>
      <QueryProvider>
        <h1>{t('operatorAudit')}</h1>
        <AuditList accountId={query.success ? query.data.accountId : undefined} userId={query.success ? query.data.userId : undefined} />
      </QueryProvider>
    </ClientMessages>
  );
}
