import type { ReactNode } from 'react';
import { SimpleShell } from '@/components/shell/simple-shell';

export default function SimpleLayout({ children }: { children: ReactNode }) {
  return <SimpleShell>{children}</SimpleShell>;
}
