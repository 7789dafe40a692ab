import Decimal from 'decimal.js';
import { AppError } from '@/lib/api/errors';
import { db } from '@/lib/db';
import { brand } from '@/lib/env';
import { log } from '@/lib/log';
import { listLocations } from '@/lib/locations/list-locations';
import { getCurrentWindow } from '@/lib/market-window/get-current-window';
import { getPreviousWindow } from '@/lib/market-window/get-previous-window';
import { priceOffers } from '@/lib/pricing/price-offers';
import { matchesFilters, recommendedOfferIds, sortOffers } from './domain/market-list';
import { findBuyableOffers } from './find-buyable-offers';
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
 * market window. The offers query narrows by status, offer period, volume and the ENABLED
 * relationships' releases; daily hours, the limited market and refused prices are decided in
 * code. A price the engine refuses hides the offer: a wrong price is never shown.
 * Filter options and recommendations look at every visible offer, before the buyer's filters.
 */
export async function listMarketOffers(viewer: MarketViewer, query: MarketOffersQuery, now = new Date()) {
  const current = brand();
  const [window, locations, favourite, vatRate, products, terminals, liftingPeriods] = await Promise.all([
    getCurrentWindow(viewer.platformId, now),
    listLocations(viewer.accountId),
    query.favouriteId === undefined ? null : db.favourite.findFirst({ where: { id: query.favouriteId, userId: viewer.userId } }),
    db.vatRate.findFirst({ where: { platformId: viewer.platformId }, orderBy: { id: 'asc' }, select: { rate: true } }),
    db.product.findMany({ where: { type: 'FUEL' }, select: { id: true, name: true, category: true, categoryOrder: true } }),
    db.terminal.findMany({ where: { region: { platformId: viewer.platformId } }, select: { id: true, name: true, region: { select: { id: true, name: true } } } }),
    db.liftingPeriod.findMany({ select: { id: true, code: true, name: true, startDays: true, endDays: true } }),
  ]);
  if (query.favouriteId !== undefined && !favourite) throw new AppError('not_found', 'favourite_not_found');
  const address = query.deliveryAddressId === undefined ? locations[0] : locations.find((l) => l._id === query.deliveryAddressId);
  if (query.deliveryAddressId !== undefined && !address) throw new AppError('not_found', 'delivery_address_not_found');

  const empty = { offers: [], filterOptions: { deliveryAddress: locations, terminals: [] } };
  if (!window) {
    log.error({ platformId: viewer.platformId }, 'market without a market window: no offer can be priced');
    return empty;
  }
  const [{ offers: shown, relationships }, previousWindow] = await Promise.all([
    findBuyableOffers(viewer, window, now, { productIds: products.map((p) => p.id), terminalIds: terminals.map((t) => t.id) }),
    getPreviousWindow(viewer.platformId, window),
  ]);
  if (shown.length === 0) return empty;
  const prices = await priceOffers(shown, { window, previousWindow, buyerAccountId: viewer.accountId });

  const productById = new Map(products.map((p) => [p.id, p]));
  const terminalById = new Map(terminals.map((t) => [t.id, t]));
  const periodById = new Map(liftingPeriods.map((p) => [p.id, p]));
  const sellerName = new Map(relationships.map((r) => [r.sellerAccountId, r.seller.name]));
  const entries: MarketEntry[] = [];
  for (const row of shown) {
    const result = prices.get(row.id);
    if (!result?.ok) {
      log.warn({ offerId: row.id, windowId: window.id, error: result?.error, detail: result?.ok === false ? result.detail : undefined }, 'market offer hidden: no valid price');
      continue;
    }
    const product = productById.get(row.productId)!;
    const terminal = terminalById.get(row.terminalId)!;
    entries.push({
      row,
      product,
      terminal,
      liftingPeriod: row.liftingPeriodId === null ? null : (periodById.get(row.liftingPeriodId) ?? null),
      id: row.id,
      productId: product.id,
      productName: product.name,
      categoryOrder: product.categoryOrder,
      terminalId: terminal.id,
      terminalName: terminal.name,
      regionId: terminal.region.id,
      sellerId: row.sellerAccountId,
      sellerName: row.anonymous ? ANONYMOUS_SELLER : (sellerName.get(row.sellerAccountId) ?? ''),
      price: result.price,
      available: new Decimal(row.remainingVolume.toString()),
    });
  }

  const recommended = current.flags.hideOfferRecommendations ? new Set<number>() : recommendedOfferIds(entries);
  const filtered = entries.filter((e) =>
    matchesFilters(e, { productIds: query.productIds, terminalIds: query.terminalIds, regionIds: query.regionIds, favourite }),
  );
  const shared = {
    windowId: window.id,
    decimals: current.decimals,
    vat: vatRate?.rate.toFixed(2) ?? null,
    deliveryAddress: address ? { _id: address._id, street: address.address.street, zipCode: address.address.postCode } : null,
    recommended,
    zone: current.timeZone,
    now,
  };
  return {
    offers: sortOffers(filtered, query.sortBy, query.sortType).map((e) => toMarketOfferDto(e, shared)),
    filterOptions: { deliveryAddress: locations, terminals: offeredTerminals(entries) },
  };
}

/** The terminals that have visible offers, by name. */
function offeredTerminals(entries: MarketEntry[]) {
  const unique = new Map(entries.map((e) => [e.terminal.id, e.terminal]));
  return [...unique.values()].sort((a, b) => a.name.localeCompare(b.name, 'de'));
}
