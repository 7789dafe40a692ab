import { db, type Prisma } from '@/lib/db';
import type { Offer } from '@/lib/generated/prisma/client';
import { brand } from '@/lib/env';
import { isLimitedMarket } from '@/lib/market-window/domain/live-market';
import type { StoredWindow } from '@/lib/market-window/issue-window';
import { isShownNow } from './domain/visibility';

interface Release {
  sellerAccountId: number;
  allTerminals: boolean;
  allProducts: boolean;
  terminals: { terminalId: number }[];
  products: { productId: number }[];
}

/** A relationship releases all or the listed terminals and products of its seller. */
function releasedBy(rel: Release): Prisma.OfferWhereInput {
  return {
    sellerAccountId: rel.sellerAccountId,
    ...(rel.allTerminals ? {} : { terminalId: { in: rel.terminals.map((t) => t.terminalId) } }),
    ...(rel.allProducts ? {} : { productId: { in: rel.products.map((p) => p.productId) } }),
  };
}

/**
 * The offers a buyer account may buy now, for the marketplace, the basket's reservation and the
 * price alerts alike: active and within the offer period, of a seller whose relationship with the
 * buyer is ENABLED and releases the product and terminal, with an orderable volume, within the
 * daily hours, and no live-priced offer while the market is limited. The database narrows by
 * status, period, volume and releases; daily hours and the limited market are decided by the pure
 * visibility rules.
 */
export async function findBuyableOffers(
  buyer: { accountId: number; platformId: string },
  window: StoredWindow,
  now: Date,
  narrow: { productIds?: number[]; terminalIds?: number[]; offerIds?: number[] } = {},
) {
  const relationships = await db.relationship.findMany({
    where: { buyerAccountId: buyer.accountId, status: 'ENABLED', seller: { type: 'SELLER', blocked: false, platformId: buyer.platformId } },
    select: {
      sellerAccountId: true,
      allTerminals: true,
      allProducts: true,
      terminals: { select: { terminalId: true } },
      products: { select: { productId: true } },
      seller: { select: { name: true } },
    },
  });
  if (relationships.length === 0) return { offers: [], relationships };
  const rows = await db.offer.findMany({
    where: {
      ...liveNow(now),
      ...(narrow.productIds && { productId: { in: narrow.productIds } }),
      ...(narrow.terminalIds && { terminalId: { in: narrow.terminalIds } }),
      ...(narrow.offerIds && { id: { in: narrow.offerIds } }),
      OR: relationships.map(releasedBy),
    },
  });
  const visibility = { now, zone: brand().timeZone, limitedMarket: isLimitedMarket(window) };
  return { offers: rows.filter((row) => isShownNow(row, visibility)), relationships };
}

/**
 * The same answer for many buyer accounts of one platform at once (the target orders at a
 * window's issue): one read of the relationships and one of the offers, each buyer's offers then
 * the rows its relationships release. By buyer account; a buyer without any is missing.
 */
export async function findBuyableOffersOfBuyers(
  buyers: { accountIds: number[]; platformId: string },
  window: StoredWindow,
  now: Date,
  narrow: { productIds?: number[] } = {},
) {
  const relationships = await db.relationship.findMany({
    where: { buyerAccountId: { in: buyers.accountIds }, status: 'ENABLED', seller: { type: 'SELLER', blocked: false, platformId: buyers.platformId } },
    select: {
      buyerAccountId: true,
      sellerAccountId: true,
      allTerminals: true,
      allProducts: true,
      terminals: { select: { terminalId: true } },
      products: { select: { productId: true } },
    },
  });
  const byBuyer = new Map<number, Offer[]>();
  if (relationships.length === 0) return byBuyer;
  const rows = await db.offer.findMany({
    where: {
      ...liveNow(now),
      sellerAccountId: { in: [...new Set(relationships.map((r) => r.sellerAccountId))] },
      ...(narrow.productIds && { productId: { in: narrow.productIds } }),
    },
  });
  const visibility = { now, zone: brand().timeZone, limitedMarket: isLimitedMarket(window) };
  const shown = new Map<number, Offer[]>();
  for (const row of rows) {
    if (!isShownNow(row, visibility)) continue;
    const list = shown.get(row.sellerAccountId);
    if (list) list.push(row);
    else shown.set(row.sellerAccountId, [row]);
  }
  for (const rel of relationships) {
    const terminals = new Set(rel.terminals.map((t) => t.terminalId));
    const products = new Set(rel.products.map((p) => p.productId));
    const released = (shown.get(rel.sellerAccountId) ?? []).filter(
      (o) => (rel.allTerminals || terminals.has(o.terminalId)) && (rel.allProducts || products.has(o.productId)),
    );
    byBuyer.set(rel.buyerAccountId, (byBuyer.get(rel.buyerAccountId) ?? []).concat(released));
  }
  return byBuyer;
}

/** Offers on sale at `now` with volume left (daily hours and the limited market are checked on the rows). */
const liveNow = (now: Date) => ({ status: 'ACTIVE' as const, startsAt: { lte: now }, endsAt: { gt: now }, remainingVolume: { gt: 0 } });
