import { LoggedOut } from '@/components/auth/logged-out';
import { pageTitle } from '@/lib/shell/page-title';

export const generateMetadata = () => pageTitle('logout');

export default function LogoutPage() {
  return <LoggedOut />;
}
