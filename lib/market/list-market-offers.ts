import Decimal from 'decimal.js';
import { AppError } from '@/lib/api/errors';
import { db } from '@/lib/db';
import { brand } from '@/lib/env';
import { log } from '@/lib/log';
import { listLocations } from '@/lib/locations/list-locations';
import { dayFromToday } from '@/lib/orders/domain/collection-cut';
import { getCurrentWindow } from '@/lib/market-window/get-current-window';
import { matchesFilters, recommendedOfferIds, sortOffers } from './domain/market-list';
import { isLimitedMarket } from '@/lib/market-window/domain/live-market';
import { isShownNow } from './domain/visibility';
import { loadMarketRows, type MarketRows } from './load-market-rows';
import { marketSnapshot, priceFor } from './price-cache';
import type { MarketOffersQuery } from './schemas';
import { ANONYMOUS_SELLER, toMarketOfferDto, type MarketEntry } from './to-market-offer';

/** Whose market it is: the buyer account (the caller's own or a child account) and the user. */
export interface MarketViewer {
  accountId: number;
  platformId: string;
  /** The user whose favourite markets may be applied. */
  userId: number;
}

/**
 * GET /api/v2/offers: the fuel offers a buyer account may buy now, priced for it in the current
 * market window. One statement loads the buyer's offers as the database can narrow them (status,
 * offer period, volume, the ENABLED relationships' releases); daily hours, the limited market and
 * refused prices are decided in code. Each offer carries its price change against the previous window. Prices and the catalogue come from the instance's snapshot
 * of the window and market version (price-cache.ts, docs/marketplace.md). A price the engine
 * refuses hides the offer: a wrong price is never shown. Filter options and recommendations look
 * at every visible offer, before the buyer's filters.
 */
export async function listMarketOffers(viewer: MarketViewer, query: MarketOffersQuery, now = new Date()) {
  const current = brand();
  const [market, locations, favourite] = await Promise.all([
    loadMarketRows(viewer, now, { favouriteId: query.favouriteId, withOffers: true }),
    listLocations(viewer.accountId),
    query.favouriteId === undefined ? null : db.favourite.findFirst({ where: { id: query.favouriteId, userId: viewer.userId } }),
  ]);
  if (query.favouriteId !== undefined && !favourite) throw new AppError('not_found', 'favourite_not_found');
  const address = query.deliveryAddressId === undefined ? locations[0] : locations.find((l) => l._id === query.deliveryAddressId);
  if (query.deliveryAddressId !== undefined && !address) throw new AppError('not_found', 'delivery_address_not_found');

  const purchaseLimits = purchaseLimitsLeft(market.purchaseLimits);
  const empty = { market: { offers: [], filterOptions: { deliveryAddress: locations, terminals: [] }, purchaseLimits }, fingerprint: market.fingerprint };
  // No window covers now yet: issue it (the market loop usually has).
  const windowId = market.windowId ?? (await getCurrentWindow(viewer.platformId, now))?.id;
  if (windowId === undefined) {
    log.error({ platformId: viewer.platformId }, 'market without a market window: no offer can be priced');
    return empty;
  }
  if (market.offers.length === 0) return empty;
  const snapshot = await marketSnapshot(viewer.platformId, windowId, market.version);
  // The same offers and rules at the previous window's quotes: what the window alone moved (cached like the current one).
  const previous = snapshot.previousWindowId === null ? null : await marketSnapshot(viewer.platformId, snapshot.previousWindowId, market.version);
  const visibility = { now, zone: current.timeZone, limitedMarket: isLimitedMarket(snapshot.window) };
  const buyer = { accountId: viewer.accountId, shareholderAdjustment: market.priceAdjustment === null ? null : new Decimal(market.priceAdjustment) };

  const entries: MarketEntry[] = [];
  for (const row of market.offers) {
    if (!isShownNow(row, visibility)) continue;
    const product = snapshot.products.get(row.productId);
    const terminal = snapshot.terminals.get(row.terminalId);
    // Only a catalogue change racing this request leaves a row without its product or terminal.
    if (!product || !terminal) continue;
    const result = priceFor(snapshot, row, buyer);
    if (!result.ok) {
      log.warn({ offerId: row.id, windowId, error: result.error, detail: result.detail }, 'market offer hidden: no valid price');
      continue;
    }
    const before = previous && priceFor(previous, row, buyer);
    const shown = (price: Decimal) => new Decimal(price.toFixed(current.decimals));
    const priceChange = before?.ok ? shown(result.price).minus(shown(before.price)) : null;
    const available = new Decimal(row.remainingVolume);
    const maximumOrder = Decimal.min(row.maxOrderQuantity, available);
    entries.push({
      row,
      product,
      terminal,
      liftingPeriod: row.liftingPeriodId === null ? null : (snapshot.liftingPeriods.get(row.liftingPeriodId) ?? null),
      id: row.id,
      productId: product.id,
      productName: product.name,
      categoryOrder: product.categoryOrder,
      terminalId: terminal.id,
      terminalName: terminal.name,
      regionId: terminal.region.id,
      regionName: terminal.region.name,
      sellerId: row.sellerAccountId,
      sellerName: row.anonymous ? ANONYMOUS_SELLER : row.sellerName,
      price: result.price,
      available,
      minimumOrder: new Decimal(row.minOrderQuantity),
      maximumOrder,
      endsAt: row.endsAt,
      priceChange,
    });
  }

  const recommended = current.flags.hideOfferRecommendations ? new Set<number>() : recommendedOfferIds(entries);
  const asked = query.ids && new Set(query.ids);
  const filtered = entries.filter(
    (e) =>
      (!asked || asked.has(e.id)) && matchesFilters(e, { productIds: query.productIds, terminalIds: query.terminalIds, regionIds: query.regionIds, favourite }),
  );
  const days = new Map<number, string>();
  const plusDays = (count: number) => days.get(count) ?? days.set(count, dayFromToday(now, current.timeZone, count)).get(count)!;
  const shared = {
    windowId,
    decimals: current.decimals,
    vat: snapshot.vat,
    deliveryAddress: address ? { _id: address._id, street: address.address.street, zipCode: address.address.postCode } : null,
    recommended,
    today: { plusDays },
    collectionCutDays: market.collectionCutDays,
  };
  return {
    market: {
      offers: sortOffers(filtered, query.sortBy, query.sortType).map((e) => toMarketOfferDto(e, shared)),
      filterOptions: { deliveryAddress: locations, terminals: offeredTerminals(entries) },
      purchaseLimits,
    },
    fingerprint: market.fingerprint,
  };
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
