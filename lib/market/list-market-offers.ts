import Decimal from 'decimal.js';
import { AppError } from '@/lib/api/errors';
import { db } from '@/lib/db';
import { brand } from '@/lib/env';
import { log } from '@/lib/log';
import { listLocations } from '@/lib/locations/list-locations';
import { dayFromToday } from '@/lib/orders/domain/collection-cut';
import { getCurrentWindow } from '@/lib/market-window/get-current-window';
import { matchesFilters, recommendedOfferIds, sortOffers } from './domain/market-list';
import { withinDailyHours } from './domain/visibility';
import { loadMarketRows, type MarketRows } from './load-market-rows';
import { offerJson, offerPart, type OfferPart } from './offer-parts';
import { marketSnapshot } from './price-cache';
import type { MarketOffersQuery } from './schemas';
import { cutCollection, type MarketEntry, type MarketOfferDto } from './to-market-offer';

/** Whose market it is: the buyer account (the caller's own or a child account) and the user. */
export interface MarketViewer {
  accountId: number;
  platformId: string;
  /** The user whose favourite markets may be applied. */
  userId: number;
}

/**
 * GET /api/v2/offers: the fuel offers a buyer account may buy now, priced for it in the current
 * market window, as the answer's JSON text. One statement loads the buyer's offers as the database
 * can narrow them (status, offer period, volume, the ENABLED relationships' releases); daily hours,
 * the limited market and refused prices are decided in code. Each offer carries its price change
 * against the previous window. Prices, the catalogue and each offer's priced and written part come
 * from the instance's snapshot of the window and market version (price-cache.ts, offer-parts.ts,
 * docs/marketplace.md), shared by every buyer of a price class; the answer puts the buyer's own
 * fields into them. A price the engine refuses hides the offer: a wrong price is never shown.
 * Filter options and recommendations look at every visible offer, before the buyer's filters.
 * `snapshotOf` is where snapshots come from (the instance's shared ones). `loaded`: the buyer's
 * market rows and addresses already read (load-market-rows.ts's marketRowsOf), for a query
 * without a favourite.
 */
export async function listMarketOffers(
  viewer: MarketViewer,
  query: MarketOffersQuery,
  now = new Date(),
  snapshotOf = marketSnapshot,
  loaded?: { market: MarketRows; locations: Awaited<ReturnType<typeof listLocations>> },
) {
  const current = brand();
  const [market, locations, favourite] =
    loaded && query.favouriteId === undefined
      ? [loaded.market, loaded.locations, null]
      : await Promise.all([
          loadMarketRows(viewer, now, { favouriteId: query.favouriteId, withOffers: true }),
          listLocations(viewer.accountId),
          query.favouriteId === undefined ? null : db.favourite.findFirst({ where: { id: query.favouriteId, userId: viewer.userId } }),
        ]);
  if (query.favouriteId !== undefined && !favourite) throw new AppError('not_found', 'favourite_not_found');
  const address = query.deliveryAddressId === undefined ? locations[0] : locations.find((l) => l._id === query.deliveryAddressId);
  if (query.deliveryAddressId !== undefined && !address) throw new AppError('not_found', 'delivery_address_not_found');

  const purchaseLimits = purchaseLimitsLeft(market.purchaseLimits);
  const answer = (offers: string[], terminals: MarketEntry['terminal'][]) => ({
    json: `{"offers":[${offers.join(',')}],"filterOptions":${JSON.stringify({ deliveryAddress: locations, terminals })},"purchaseLimits":${JSON.stringify(purchaseLimits)}}`,
    fingerprint: market.fingerprint,
    // Daily hours are the only part of an answer that moves within a day (collection days and lifting periods move with the day).
    byTheMinute: market.offers.some((row) => row.dailyStart !== null || row.dailyEnd !== null),
  });
  // No window covers now yet: issue it (the market loop usually has).
  const windowId = market.windowId ?? (await getCurrentWindow(viewer.platformId, now))?.id;
  if (windowId === undefined) {
    log.error({ platformId: viewer.platformId }, 'market without a market window: no offer can be priced');
    return answer([], []);
  }
  if (market.offers.length === 0) return answer([], []);
  const snapshot = await snapshotOf(viewer.platformId, windowId, market.version);
  // The same offers and rules at the previous window's quotes: what the window alone moved (cached like the current one).
  const previous = snapshot.previousWindowId === null ? null : await snapshotOf(viewer.platformId, snapshot.previousWindowId, market.version);
  const buyer = { accountId: viewer.accountId, shareholderAdjustment: market.priceAdjustment === null ? null : new Decimal(market.priceAdjustment) };
  const days = new Map<number, string>();
  const today = {
    day: dayFromToday(now, current.timeZone, 0),
    plusDays: (count: number) => days.get(count) ?? days.set(count, dayFromToday(now, current.timeZone, count)).get(count)!,
  };

  const parts: OfferPart[] = [];
  for (const row of market.offers) {
    const part = offerPart(snapshot, previous, row, buyer, today);
    if (part && withinDailyHours(row.dailyStart, row.dailyEnd, now, current.timeZone)) parts.push(part);
  }
  const entries = parts.map((p) => p.entry);
  const recommended = current.flags.hideOfferRecommendations ? new Set<number>() : recommendedOfferIds(entries);
  const asked = query.ids && new Set(query.ids);
  const filtered = parts.filter(
    ({ entry: e }) =>
      (!asked || asked.has(e.id)) && matchesFilters(e, { productIds: query.productIds, terminalIds: query.terminalIds, regionIds: query.regionIds, favourite }),
  );
  const deliveryAddress = JSON.stringify(address ? { _id: address._id, street: address.address.street, zipCode: address.address.postCode } : null);
  const byEntry = new Map(filtered.map((p) => [p.entry, p]));
  const offers = sortOffers([...byEntry.keys()], query.sortBy, query.sortType).map((entry) =>
    offerJson(byEntry.get(entry)!, {
      current: JSON.stringify(cutCollection(entry, today, market.collectionCutDays)),
      deliveryAddress,
      isRecommended: recommended.has(entry.id),
    }),
  );
  return answer(offers, offeredTerminals(entries));
}

/** The terminals that have visible offers, by name. */
function offeredTerminals(entries: MarketEntry[]) {
  const unique = new Map(entries.map((e) => [e.terminal.id, e.terminal]));
  return [...unique.values()].sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

/** What is left today of each of a shareholder's purchase limits (design 11), by product name; empty for other buyers. */
export type PurchaseLimitLeft = ReturnType<typeof purchaseLimitsLeft>[number];

function purchaseLimitsLeft(limits: MarketRows['purchaseLimits']) {
  return (limits ?? []).map((l) => ({
    product: { id: l.productId, name: l.productName },
    limitCbm: l.limitCbm,
    leftCbm: Decimal.max(0, new Decimal(l.limitCbm).minus(l.boughtCbm)).toString(),
  }));
}

/** GET /api/v2/offers's answer, as listMarketOffers writes it. */
export interface MarketAnswer {
  offers: MarketOfferDto[];
  filterOptions: { deliveryAddress: Awaited<ReturnType<typeof listLocations>>; terminals: MarketEntry['terminal'][] };
  purchaseLimits: PurchaseLimitLeft[];
}
