import { energypool } from './energypool';
import { fuelmarket } from './fuelmarket';
import { oilpool } from './oilpool';
import { brandFlagsSchema, brandSchema, type Brand } from './schema';

export const BRANDS: Record<string, Brand> = { fuelmarket, oilpool, energypool };
export const FIRST_BRAND_ID = 'fuelmarket';

/**
 * Loads and checks the brand named by BRAND, with the flags BRAND_FLAGS sets over its own (JSON,
 * e.g. `{"purchasingDisabled":true}`: an operator switches a flag without a release); an unknown
 * brand or flag, or a forbidden flag combination throws. `registry` lets the tests check a brand
 * that does not ship.
 */
export function loadBrand(id: string, registry: Record<string, Brand> = BRANDS, flagsJson = ''): Brand {
  const brand = Object.hasOwn(registry, id) ? registry[id] : undefined;
  if (!brand) throw new Error(`Unknown brand "${id}". Known brands: ${Object.keys(registry).join(', ')}.`);
  const checked = brandSchema.safeParse({ ...brand, flags: { ...brand.flags, ...flagOverrides(flagsJson) } });
  if (!checked.success) throw new Error(checked.error.issues.map((i) => i.message).join('\n'));
  return checked.data;
}

function flagOverrides(json: string) {
  if (!json.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('BRAND_FLAGS is not JSON');
  }
  const parsed = brandFlagsSchema.partial().strict().safeParse(value);
  if (!parsed.success) throw new Error(`BRAND_FLAGS: ${parsed.error.issues.map((i) => `${i.path.join('.') || i.message}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

/** What the browser may know of the brand. */
export function publicBrand(brand: Brand) {
  const { id, kind, company, legal, logo, homeCountry, locale, currency, decimals, timeZone, exchangeSymbol, flags, analyticsScriptUrl } = brand;
  return {
    id,
    kind,
    company,
    legal,
    logo,
    homeCountry,
    locale,
    currency,
    decimals,
    timeZone,
    exchangeSymbol,
    flags,
    analyticsScriptUrl,
    poweredBy: id !== FIRST_BRAND_ID,
  };
}

export type PublicBrand = ReturnType<typeof publicBrand>;
export type { Brand };
