import { energypool } from './energypool';
import { fuelmarket } from './fuelmarket';
import { oilpool } from './oilpool';
import { brandSchema, type Brand } from './schema';

export const BRANDS: Record<string, Brand> = { fuelmarket, oilpool, energypool };
export const FIRST_BRAND_ID = 'fuelmarket';

/**
 * Loads and checks the brand named by BRAND; an unknown brand or a forbidden flag combination throws.
 * `registry` lets the tests check a brand that does not ship.
 */
export function loadBrand(id: string, registry: Record<string, Brand> = BRANDS): Brand {
  const brand = Object.hasOwn(registry, id) ? registry[id] : undefined;
  if (!brand) throw new Error(`Unknown brand "${id}". Known brands: ${Object.keys(registry).join(', ')}.`);
  const checked = brandSchema.safeParse(brand);
  if (!checked.success) throw new Error(checked.error.issues.map((i) => i.message).join('\n'));
  return checked.data;
}

/** What the browser may know of the brand. */
export function publicBrand(brand: Brand) {
  const { id, kind, company, legal, logo, locale, currency, decimals, timeZone, exchangeSymbol, flags, analyticsScriptUrl } = brand;
  return { id, kind, company, legal, logo, locale, currency, decimals, timeZone, exchangeSymbol, flags, analyticsScriptUrl, poweredBy: id !== FIRST_BRAND_ID };
}

export type PublicBrand = ReturnType<typeof publicBrand>;
export type { Brand };
