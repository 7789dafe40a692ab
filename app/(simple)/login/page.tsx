import { LoginForm } from '@/components/auth/login-form';
import { ClientMessages } from '@/components/providers/client-messages';
import { pageTitle } from '@/lib/shell/page-title';
import { safeCallbackUrl } from '@/components/auth/safe-callback';

export const generateMetadata = () => pageTitle('login');

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string | string[] }> }) {
  const { callbackUrl } = await searchParams;
  return (
    <ClientMessages namespaces={['auth', 'errors', 'validation']}>
      <LoginForm callbackUrl={safeCallbackUrl(callbackUrl)} />
    </ClientMessages>
  );
}
