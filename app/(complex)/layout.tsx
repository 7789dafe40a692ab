import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/providers/client-messages';
import { NoticeProvider } from '@/components/providers/notice-provider';
import { ComplexShell } from '@/components/shell/complex-shell';
import { loginUrl } from '@/lib/access/login-url';
import { CONSENT_COOKIE, consentFrom } from '@/lib/cookies/consent';
import { getPageUser } from '@/lib/auth/page-user';
import { brand } from '@/lib/env';
import { getCurrentWindow, windowDto } from '@/lib/market-window/get-current-window';
import { buildMenu } from '@/lib/shell/menu';

/** Every complex-layout page needs a login; the menu is decided here, on the server, from the fresh user. */
export default async function ComplexLayout({ children }: { children: ReactNode }) {
  const user = await getPageUser();
  // The request guard let a session cookie through: a user it no longer finds had a session that ended.
  if (!user) redirect(loginUrl({ ended: true }));
  // The market window rides with the page, so the first screen shows prices without a round trip.
  const window = await getCurrentWindow(user.platformId);
  const consent = consentFrom((await cookies()).get(CONSENT_COOKIE)?.value);
  return (
    <ClientMessages namespaces={['auth', 'common', 'cookies', 'orderStatus', 'shell', 'titles']}>
      <NoticeProvider>
        <ComplexShell
          menu={buildMenu(user, brand().flags)}
          userName={`${user.firstName} ${user.lastName}`.trim()}
          marketWindow={window && windowDto(window)}
          consent={consent}
        >
          {children}
        </ComplexShell>
      </NoticeProvider>
    </ClientMessages>
  );
}
