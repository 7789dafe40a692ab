import { LoginForm } from '@/components/auth/login-form';
import { pageTitle } from '@/lib/shell/page-title';
import { safeCallbackUrl } from '@/components/auth/safe-callback';

export const generateMetadata = () => pageTitle('login');

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string | string[] }> }) {
  const { callbackUrl } = await searchParams;
  return <LoginForm callbackUrl={safeCallbackUrl(callbackUrl)} />;
}
