import { db, type Prisma } from '@/lib/db';
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
      status: 'ACTIVE',
      startsAt: { lte: now },
      endsAt: { gt: now },
      remainingVolume: { gt: 0 },
      ...(narrow.productIds && { productId: { in: narrow.productIds } }),
      ...(narrow.terminalIds && { terminalId: { in: narrow.terminalIds } }),
      ...(narrow.offerIds && { id: { in: narrow.offerIds } }),
      OR: relationships.map(releasedBy),
    },
  });
  const visibility = { now, zone: brand().timeZone, limitedMarket: isLimitedMarket(window) };
  return { offers: rows.filter((row) => isShownNow(row, visibility)), relationships };
}
