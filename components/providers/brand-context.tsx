'use client';

import { createContext, useContext } from 'react';
import type { PublicBrand } from '@/brands';

const BrandContext = createContext<PublicBrand | null>(null);

export const BrandProvider = BrandContext.Provider;

/** The brand the server started with: flags, currency, decimals, company data. */
export function useBrand(): PublicBrand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand outside BrandProvider');
  return brand;
}
