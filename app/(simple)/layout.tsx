import { cookies, headers } from 'next/headers';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/providers/client-messages';
import { SimpleShell } from '@/components/shell/simple-shell';
import { sameOriginReferer } from '@/lib/access/same-origin-referer';
import { CONSENT_COOKIE, consentFrom } from '@/lib/cookies/consent';

export default async function SimpleLayout({ children }: { children: ReactNode }) {
  // "Zurück" leads to the page of this site the reader came from even before the page's script runs.
  const backHref = sameOriginReferer(await headers()) ?? '/';
  return (
    <ClientMessages namespaces={['cookies', 'shell']}>
      <SimpleShell backHref={backHref} consent={consentFrom((await cookies()).get(CONSENT_COOKIE)?.value)}>
        {children}
      </SimpleShell>
    </ClientMessages>
  );
}
