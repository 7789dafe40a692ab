'use client';

import type { ReactNode } from 'react';
import type { PublicBrand } from '@/brands';
import { useLogoutOnUnauthorized } from '@/components/auth/use-logout-on-unauthorized';
import { BrandProvider } from './brand-context';

/**
 * What every page needs: the brand, and the one 401 handler, so a signed-in page of either
 * layout (the complex one, or /agb in the simple one) logs out when its session ended elsewhere.
 * Server data (TanStack Query) belongs to the signed-in layout and the next-auth session context
 * to the one screen that updates the session, so the login screen loads neither.
 */
export function AppProviders({ brand, children }: { brand: PublicBrand; children: ReactNode }) {
  useLogoutOnUnauthorized();
  return <BrandProvider value={brand}>{children}</BrandProvider>;
}
