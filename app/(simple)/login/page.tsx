import { LoginForm } from '@/components/auth/login-form';
import { ClientMessages } from '@/components/providers/client-messages';
import { SESSION_ENDED_PARAM } from '@/lib/access/login-url';
import { pageTitle } from '@/lib/shell/page-title';
import { safeCallbackUrl } from '@/components/auth/safe-callback';

export const generateMetadata = () => pageTitle('login');

type Query = { callbackUrl?: string | string[] } & Partial<Record<typeof SESSION_ENDED_PARAM, string | string[]>>;

export default async function LoginPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  return (
    <ClientMessages namespaces={['auth', 'errors', 'validation']}>
      <LoginForm callbackUrl={safeCallbackUrl(query.callbackUrl)} ended={query[SESSION_ENDED_PARAM] !== undefined} />
    </ClientMessages>
  );
}
