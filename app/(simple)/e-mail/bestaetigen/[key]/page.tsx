import { ClientMessages } from '@/components/providers/client-messages';
import { pageTitle } from '@/lib/shell/page-title';
import { EmailConfirmForm } from '@/components/auth/email-confirm-form';

export const generateMetadata = () => pageTitle('emailConfirm');

export default async function EmailConfirmPage({ params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  return (
    <ClientMessages namespaces={['auth', 'errors', 'validation']}>
      <EmailConfirmForm confirmKey={key} />
    </ClientMessages>
  );
}
