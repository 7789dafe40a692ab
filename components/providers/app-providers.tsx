'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from 'next-auth/react';
import { useState, type ReactNode } from 'react';
import type { PublicBrand } from '@/brands';
import { BrandProvider } from './brand-context';

export function AppProviders({ brand, children }: { brand: PublicBrand; children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <SessionProvider refetchOnWindowFocus={false}>
      <BrandProvider value={brand}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </BrandProvider>
    </SessionProvider>
  );
}
