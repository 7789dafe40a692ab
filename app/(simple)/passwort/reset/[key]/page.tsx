import { ClientMessages } from '@/components/providers/client-messages';
import { pageTitle } from '@/lib/shell/page-title';
import { PasswordResetForm } from '@/components/auth/password-reset-form';

export const generateMetadata = () => pageTitle('passwordReset');

export default async function PasswordResetPage({ params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  return (
    <ClientMessages namespaces={['auth', 'errors', 'validation']}>
      <PasswordResetForm resetKey={key} />
    </ClientMessages>
  );
}
