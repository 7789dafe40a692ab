import { loadBrand, type Brand } from '../../brands';

/**
 * The first check of `npm start`, before anything is started: an unknown BRAND, a malformed
 * BRAND_FLAGS or a brand whose flags break a rule of platform-shell 5 stops here with the rule named, not after the database
 * and the build have spent a minute.
 */
export function checkBrand(env: Partial<Record<string, string>>, registry?: Record<string, Brand>): Brand {
  const id = env.BRAND ?? 'fuelmarket';
  try {
    return loadBrand(id, registry, env.BRAND_FLAGS);
  } catch (error) {
    throw new Error(`BRAND=${id}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Whether a start loads the demo companies and users (published password, an operator among
 * them): only for the embedded database (no DATABASE_URL) or when asked with DEMO_DATA=1. A real
 * database gets the reference data only and no login until `npm run operator:create`.
 */
export function loadsDemoData(env: Partial<Record<string, string>>): boolean {
  return !env.DATABASE_URL || env.DEMO_DATA === '1';
}

/**
 * A production start (NODE_ENV=production, as the image sets it) refuses the embedded database
 * and its demo users, whose password is published, unless DEMO_DATA=1 asks for a demo system.
 */
export function checkProductionStart(env: Partial<Record<string, string>>): void {
  if (env.NODE_ENV !== 'production' || env.DEMO_DATA === '1') return;
  if (!env.DATABASE_URL)
    throw new Error(
      'NODE_ENV=production without DATABASE_URL: the platform does not start on the embedded database with its demo users (their password is published). Set DATABASE_URL to your PostgreSQL, or DEMO_DATA=1 for a demo system on purpose.',
    );
}
