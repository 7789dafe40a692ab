import Decimal from 'decimal.js';
import { brand } from '@/lib/env';
import { log } from '@/lib/log';
import { isLimitedMarket } from '@/lib/market-window/domain/live-market';
import { hasOrderableVolume, isLivePriced } from './domain/visibility';
import type { MarketRow } from './load-market-rows';
import { priceFor, type MarketSnapshot } from './price-cache';
import { ANONYMOUS_SELLER, toMarketOfferDto, type MarketEntry, type OwnFields, type Today } from './to-market-offer';

/**
 * One offer of the market as every buyer of one price class sees it in one window: the entry the
 * filters, sort and recommendation read, and the offer's JSON text cut where the buyer's own
 * fields go (collection cut, delivery address, recommendation). Null: the offer is hidden (not
 * orderable, limited market, no valid price, or its product or terminal gone).
 */
export interface OfferPart {
  entry: MarketEntry;
  text: string[];
}

/** A bound on parts kept per snapshot; offers whose rows change leave old keys behind. */
const MAX_PARTS = 100_000;
/** Stands in for each own field while the shared text is written; a JSON string no field of an offer holds. */
const OWN = '\u0000own\u0000';
const OWN_TEXT = JSON.stringify(OWN);
const OWN_PLACES = { current: OWN, deliveryAddress: OWN, isRecommended: OWN } as unknown as OwnFields;

/**
 * The offer's part for a buyer, made once per snapshot (window and market version), price class,
 * day and offer row version, and shared by every buyer of that class: a window's rollover prices
 * and writes each offer once per class, not once per screen. The price class is what decides the
 * price (lib/pricing, price-cache.ts): the shareholder adjustment, and the buyer itself where an
 * ACCOUNT rule of the offer's seller names it. The row's version (its and its seller's row
 * versions) changes with any edit or sale, so a changed offer gets a new part.
 */
export function offerPart(
  snapshot: MarketSnapshot,
  previous: MarketSnapshot | null,
  row: MarketRow,
  buyer: { accountId: number; shareholderAdjustment: Decimal | null },
  today: { day: string } & Today,
): OfferPart | null {
  const named = snapshot.accountTargets.get(row.sellerAccountId)?.has(buyer.accountId);
  const key = `${named ? `a${buyer.accountId}` : `s${buyer.shareholderAdjustment?.toString() ?? ''}`}|${today.day}|${row.id}|${row.rev}`;
  let part = snapshot.parts.get(key);
  if (part === undefined) {
    part = buildPart(snapshot, previous, row, buyer, today);
    if (snapshot.parts.size >= MAX_PARTS) snapshot.parts.clear();
    snapshot.parts.set(key, part);
  }
  return part;
}

function buildPart(
  snapshot: MarketSnapshot,
  previous: MarketSnapshot | null,
  row: MarketRow,
  buyer: { accountId: number; shareholderAdjustment: Decimal | null },
  today: Today,
): OfferPart | null {
  if (!hasOrderableVolume(row.remainingVolume, row.minOrderQuantity)) return null;
  if (isLivePriced(row.priceType) && isLimitedMarket(snapshot.window)) return null;
  const product = snapshot.products.get(row.productId);
  const terminal = snapshot.terminals.get(row.terminalId);
  // Only a catalogue change racing this request leaves a row without its product or terminal.
  if (!product || !terminal) return null;
  const result = priceFor(snapshot, row, buyer);
  if (!result.ok) {
    log.warn({ offerId: row.id, windowId: snapshot.window.id, error: result.error, detail: result.detail }, 'market offer hidden: no valid price');
    return null;
  }
  const { decimals } = brand();
  const before = previous && priceFor(previous, row, buyer);
  const shown = (price: Decimal) => new Decimal(price.toFixed(decimals));
  const available = new Decimal(row.remainingVolume);
  const entry: MarketEntry = {
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
    maximumOrder: Decimal.min(row.maxOrderQuantity, available),
    endsAt: row.endsAt,
    priceChange: before?.ok ? shown(result.price).minus(shown(before.price)) : null,
  };
  const text = JSON.stringify(toMarketOfferDto(entry, { windowId: snapshot.window.id, decimals, vat: snapshot.vat, today }, OWN_PLACES)).split(OWN_TEXT);
  if (text.length !== 4) throw new Error(`offer ${row.id}: its text has ${text.length - 1} places for own fields, not 3`);
  return { entry, text };
}

/**
 * The offer's JSON for one buyer, cut where its delivery address goes: the shared text with the
 * buyer's other own fields put in. `before + address + after` is what JSON.stringify of the whole offer gives.
 */
export function offerTextAround({ text }: OfferPart, own: { current: string; isRecommended: boolean }): [before: string, after: string] {
  return [text[0] + own.current + text[1], text[2] + String(own.isRecommended) + text[3]];
}
