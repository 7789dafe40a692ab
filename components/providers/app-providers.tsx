'use client';

import type { ReactNode } from 'react';
import type { PublicBrand } from '@/brands';
import { BrandProvider } from './brand-context';

/**
 * What every page needs: the brand. Server data (TanStack Query) belongs to the signed-in
 * layout and the next-auth session context to the one screen that updates the session, so the
 * login screen loads neither.
 */
export function AppProviders({ brand, children }: { brand: PublicBrand; children: ReactNode }) {
  return <BrandProvider value={brand}>{children}</BrandProvider>;
}
