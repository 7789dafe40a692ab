import { ClientMessages } from '@/components/providers/client-messages';
import { pageTitle } from '@/lib/shell/page-title';
import { PasswordResetRequestForm } from '@/components/auth/password-reset-request-form';

export const generateMetadata = () => pageTitle('passwordReset');

export default function PasswordResetRequestPage() {
  return (
    <ClientMessages namespaces={['auth', 'errors', 'validation']}>
      <PasswordResetRequestForm />
    </ClientMessages>
  );
}
