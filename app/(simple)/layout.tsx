import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/providers/client-messages';
import { SimpleShell } from '@/components/shell/simple-shell';

export default function SimpleLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages namespaces={['cookies', 'shell']}>
      <SimpleShell>{children}</SimpleShell>
    </ClientMessages>
  );
}
