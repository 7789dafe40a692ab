import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import { AppError } from '@/lib/api/errors';
import { db } from '@/lib/db';
import { brand } from '@/lib/env';
import { log } from '@/lib/log';
import { listLocations } from '@/lib/locations/list-locations';
import { dayFromToday } from '@/lib/orders/domain/collection-cut';
import { getCurrentWindow } from '@/lib/market-window/get-current-window';
import { matchesFilters, recommendedOfferIds, sortOffers, type FavouriteMarket } from './domain/market-list';
import { localMinute } from './domain/local-minute';
import { withinDailyHours } from './domain/visibility';
import { loadMarketRows, type MarketRows } from './load-market-rows';
import { offerPart, offerTextAround, type OfferPart } from './offer-parts';
import { marketSnapshot, type MarketSnapshot } from './price-cache';
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
 * market window, as the answer's JSON (UTF-8). One statement loads the buyer's offers as the
 * database can narrow them (status, offer period, volume, the ENABLED relationships' releases);
 * daily hours, the limited market and refused prices are decided in code. Each offer carries its
 * price change against the previous window. Prices, the catalogue and each offer's priced and
 * written part come from the instance's snapshot of the window and market version (price-cache.ts,
 * offer-parts.ts, docs/marketplace.md), shared by every buyer of a price class, and so does the
 * list of offers written from them (marketList); the answer puts the buyer's address into it. A
 * price the engine refuses hides the offer: a wrong price is never shown.
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
  // Daily hours are the only part of an answer that moves within a day (collection days and lifting periods move with the day).
  const byTheMinute = market.offers.some((row) => row.dailyStart !== null || row.dailyEnd !== null);
  const deliveryAddress = Buffer.from(JSON.stringify(address ? { _id: address._id, street: address.address.street, zipCode: address.address.postCode } : null));
  // The answer's UTF-8 JSON: the list's texts with the account's address between them, and what else is the account's own.
  const answer = (list: MarketList) => {
    const pieces: Buffer[] = [OFFERS_START];
    list.offers.forEach((text, i) => {
      if (i > 0) pieces.push(deliveryAddress);
      pieces.push(text);
    });
    pieces.push(
      Buffer.from(`],"filterOptions":{"deliveryAddress":${JSON.stringify(locations)},"terminals":`),
      list.terminals,
      Buffer.from(`},"purchaseLimits":${JSON.stringify(purchaseLimits)}}`),
    );
    return { json: Buffer.concat(pieces), fingerprint: market.fingerprint, byTheMinute };
  };
  // No window covers now yet: issue it (the market loop usually has).
  const windowId = market.windowId ?? (await getCurrentWindow(viewer.platformId, now))?.id;
  if (windowId === undefined) {
    log.error({ platformId: viewer.platformId }, 'market without a market window: no offer can be priced');
    return answer(NO_OFFERS);
  }
  if (market.offers.length === 0) return answer(NO_OFFERS);
  const snapshot = await snapshotOf(viewer.platformId, windowId, market.version);
  // The same offers and rules at the previous window's quotes: what the window alone moved (cached like the current one).
  const previous = snapshot.previousWindowId === null ? null : await snapshotOf(viewer.platformId, snapshot.previousWindowId, market.version);
  const buyer = { accountId: viewer.accountId, shareholderAdjustment: market.priceAdjustment === null ? null : new Decimal(market.priceAdjustment) };
  return answer(marketList({ snapshot, previous, market, buyer, query, favourite, now }, byTheMinute));
}

/**
 * A market answer's offers as every buyer account sees them that has the same offer rows, price
 * class, collection cut and query (its delivery address aside): the offers array's text cut where
 * each offer's delivery address goes, the one field of an offer that is the account's own, and the
 * terminals with visible offers (JSON). Kept in the snapshot, so at a rollover the companies of a
 * class filter, sort and write their market once and each answer only puts its address in. A
 * favourite or a list of ids narrows one user's call: its list is written for it alone.
 */
export interface MarketList {
  /** UTF-8, as the answer is sent. */
  offers: Buffer[];
  terminals: Buffer;
}

const OFFERS_START = Buffer.from('{"offers":[');
const NO_OFFERS: MarketList = { offers: [], terminals: Buffer.from('[]') };

/** What a market list is written from. */
interface ListSource {
  snapshot: MarketSnapshot;
  previous: MarketSnapshot | null;
  market: MarketRows;
  buyer: { accountId: number; shareholderAdjustment: Decimal | null };
  query: MarketOffersQuery;
  favourite: FavouriteMarket | null;
  now: Date;
}

function marketList(source: ListSource, byTheMinute: boolean): MarketList {
  const { snapshot, market, buyer, query, favourite, now } = source;
  if (favourite || query.ids) return writeMarketList(source);
  const minute = localMinute(now, brand().timeZone);
  // A buyer some rule of a seller names has prices of its own: its list is its own too.
  const named = market.offers.some((row) => snapshot.accountTargets.get(row.sellerAccountId)?.has(buyer.accountId));
  const rows =
    market.offersPrint ??
    createHash('sha1')
      .update(market.offers.map((row) => `${row.id}:${row.rev}`).join(','))
      .digest('base64url');
  const { deliveryAddressId: _ownAddress, ...asked } = query;
  const key = [
    named ? `a${buyer.accountId}` : `s${buyer.shareholderAdjustment?.toString() ?? ''}`,
    // Daily hours show and hide offers by the minute.
    byTheMinute ? minute : minute.slice(0, 10),
    market.collectionCutDays ?? '',
    rows,
    JSON.stringify(asked),
  ].join('|');
  let list = snapshot.lists.get(key);
  if (!list) {
    list = writeMarketList(source);
    snapshot.lists.set(key, list);
  }
  return list;
}

function writeMarketList({ snapshot, previous, market, buyer, query, favourite, now }: ListSource): MarketList {
  const current = brand();
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
  const byEntry = new Map(filtered.map((p) => [p.entry, p]));
  // Each offer's text up to its address, and from there on; the cuts between offers join one's end to the next one's start.
  const offers = [''];
  for (const entry of sortOffers([...byEntry.keys()], query.sortBy, query.sortType)) {
    const [before, after] = offerTextAround(byEntry.get(entry)!, {
      current: JSON.stringify(cutCollection(entry, today, market.collectionCutDays)),
      isRecommended: recommended.has(entry.id),
    });
    offers[offers.length - 1] += `${offers.length > 1 ? ',' : ''}${before}`;
    offers.push(after);
  }
  return { offers: offers.map((text) => Buffer.from(text)), terminals: Buffer.from(JSON.stringify(offeredTerminals(entries))) };
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
