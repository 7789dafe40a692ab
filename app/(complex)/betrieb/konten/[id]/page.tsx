import { notFound } from 'next/navigation';
import { AccountDetail } from '@/components/operator/account-detail';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { ZOperatorAccountParams } from '@/lib/operator/schemas';
import { guardPage } from '@/lib/shell/guard-page';
import { pageTitle } from '@/lib/shell/page-title';

export async function generateMetadata() {
  return pageTitle('operatorAccount');
}

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  await guardPage('operatorAccount');
  const parsed = ZOperatorAccountParams.safeParse(await params);
  if (!parsed.success) notFound();
  return (
    <ClientMessages namespaces={['common', 'errors', 'operator', 'profile', 'shell', 'validation']}>
      <QueryProvider>
        <AccountDetail id={parsed.data.id} />
      </QueryProvider>
    </ClientMessages>
  );
}
