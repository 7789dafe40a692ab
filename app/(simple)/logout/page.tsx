import { LoggedOut } from '@/components/auth/logged-out';
import { ClientMessages } from '@/components/providers/client-messages';
import { pageTitle } from '@/lib/shell/page-title';

export const generateMetadata = () => pageTitle('logout');

export default function LogoutPage() {
  return (
    <ClientMessages namespaces={['auth']}>
      <LoggedOut />
    </ClientMessages>
  );
}
