import { LRUCache } from 'lru-cache';
import type { SessionUser } from '@/lib/auth/session-user';
import { vatRate } from '@/lib/catalogue/vat-rate';
import { sessionRowPart } from '@/lib/auth/load-session-user';
import type { SessionRow } from '@/lib/auth/domain/session-from-row';
import { db, sql } from '@/lib/db';
import { brand } from '@/lib/env';
import { accountMetadata } from './load-account-metadata';
import { windowSettings } from '@/lib/market-window/settings';
import { platformStatus } from './platform-status';

const PRODUCT_SELECT = {
  id: true,
  name: true,
  type: true,
  category: true,
  categoryOrder: true,
  unit: true,
  commodity: true,
  density: true,
  minUnits: true,
  maxUnits: true,
  active: true,
} as const;

type Catalogue = Awaited<ReturnType<typeof loadCatalogue>>;

function loadCatalogue(platformId: string) {
  return Promise.all([
    // platform-shell 3: by category display order, then name.
    db.product.findMany({ select: PRODUCT_SELECT, orderBy: [{ categoryOrder: 'asc' }, { category: 'asc' }, { name: 'asc' }] }),
    db.region.findMany({
      where: { platformId },
      select: {
        id: true,
        name: true,
        active: true,
        terminals: { select: { id: true, name: true, code: true, city: true, active: true }, orderBy: { name: 'asc' } },
      },
      orderBy: { id: 'asc' },
    }),
    db.deliveryOption.findMany({ select: { id: true, code: true, name: true }, orderBy: { id: 'asc' } }),
    db.liftingPeriod.findMany({ select: { id: true, code: true, name: true, startDays: true, endDays: true, active: true }, orderBy: { id: 'asc' } }),
    db.paymentTerm.findMany({ select: { id: true, code: true, name: true, days: true, active: true }, orderBy: { days: 'asc' } }),
  ]);
}

/**
 * Catalogue data (products, regions with terminals, delivery options, lifting periods, payment
 * terms) changes only when the operator edits it. Every such write bumps the market version
 * in its own transaction (database triggers), so an entry kept per platform and version is never
 * served after a committed change, on any instance; concurrent misses share one load.
 */
const catalogue = new LRUCache<string, Catalogue>({ max: 10, fetchMethod: (key) => loadCatalogue(key.slice(key.indexOf(':') + 1)) });

/**
 * The session's row (withApi's sessionRead) and the market version the catalogue is kept by, in
 * one statement: the shell asks for the metadata on every page, and a round trip of its own (it
 * went through Prisma) cost a fifth of the call.
 */
export async function sessionWithMarketVersion(userId: number, authAt: number): Promise<(SessionRow & { marketVersion: string }) | undefined> {
  const [row] = await sql<SessionRow & { marketVersion: string }>`
    SELECT s.*, (SELECT "version"::text FROM "MarketVersion" WHERE "id" = 1) AS "marketVersion" FROM (${sessionRowPart(userId, authAt)}) s`;
  return row;
}

/**
 * GET /api/generic/metadata: everything the shell loads after login (platform-shell 3). Account-bound
 * parts (delivery addresses, sellers) use the session's account only, as of its metadata version.
 */
export async function getMetadata(session: SessionUser, marketVersion: string, now = new Date()) {
  const current = brand();
  const [[products, regions, deliveryOptions, liftingPeriods, paymentTerms], account, vat] = await Promise.all([
    catalogue.fetch(`${marketVersion}:${session.platformId}`) as Promise<Catalogue>,
    accountMetadata(session),
    vatRate(session.platformId),
  ]);
  const toProduct = ({ type: _type, density, ...p }: (typeof products)[number]) => ({ ...p, density: density?.toString() ?? null });
  return {
    platformStatus: platformStatus(windowSettings(current).tradingHours, current.timeZone, now),
    fuels: products.filter((p) => p.type === 'FUEL').map(toProduct),
    additives: products.filter((p) => p.type === 'ADDITIVE').map(toProduct),
    regions,
    deliveryOptions,
    deliveryAddresses: account.deliveryAddresses,
    liftingPeriods,
    paymentTerms,
    sellers: account.sellers,
    features: session.features,
    roles: session.roles,
    accountType: session.accountType.toLowerCase(),
    shareholderChildAccount: session.isShareholder && session.parentAccountId !== null,
    parentShareholderAccount: account.parentShareholderAccount,
    // The platform's VAT rate in percent (its first active one, as orders are charged), a decimal string (never a float).
    vat: vat?.toFixed(2) ?? null,
  };
}
