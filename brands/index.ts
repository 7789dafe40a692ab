import { energypool } from './energypool';
import { fuelmarket } from './fuelmarket';
import { oilpool } from './oilpool';
import { brandSchema, type Brand } from './schema';

export const BRANDS: Record<string, Brand> = { fuelmarket, oilpool, energypool };
export const FIRST_BRAND_ID = 'fuelmarket';

/** Loads and checks the brand named by BRAND; an unknown brand or a forbidden flag combination throws. */
export function loadBrand(id: string): Brand {
  const brand = BRANDS[id];
  if (!brand) throw new Error(`Unknown brand "${id}". Known brands: ${Object.keys(BRANDS).join(', ')}.`);
  const checked = brandSchema.safeParse(brand);
  if (!checked.success) throw new Error(checked.error.issues.map((i) => i.message).join('\n'));
  return checked.data;
}

/** What the browser may know of the brand. */
export function publicBrand(brand: Brand) {
  const { id, kind, company, legal, logo, locale, currency, decimals, timeZone, flags, analyticsScriptUrl } = brand;
  return { id, kind, company, legal, logo, locale, currency, decimals, timeZone, flags, analyticsScriptUrl, poweredBy: id !== FIRST_BRAND_ID };
}

export type PublicBrand = ReturnType<typeof publicBrand>;
export type { Brand };
