import { redirect } from 'next/navigation';
import { ClientMessages } from '@/components/providers/client-messages';
import { pageTitle } from '@/lib/shell/page-title';
import { TermsAcceptance } from '@/components/auth/terms-acceptance';
import { loginUrl } from '@/lib/access/login-url';
import { getPageUser } from '@/lib/auth/page-user';
import { TERMS_VERSION } from '@/lib/auth/terms';

export const generateMetadata = () => pageTitle('terms');

export default async function TermsPage() {
  const user = await getPageUser();
  // The request guard only reads the JWT; an ended session (validAfter, block) is caught here.
  if (!user) redirect(loginUrl({ callbackUrl: '/agb', ended: true }));
  return (
    <ClientMessages namespaces={['auth', 'errors', 'validation']}>
      <TermsAcceptance accepted={user.gtcAccepted} version={TERMS_VERSION} />
    </ClientMessages>
  );
}
