import type Decimal from 'decimal.js';
import { cutCollectionPeriod } from '@/lib/orders/domain/collection-cut';
import type { ListedOffer } from './domain/market-list';
import type { MarketRow } from './load-market-rows';

/** The seller name anonymous offers show instead of the seller's: "Verkäufer", as every screen names sellers. */
export const ANONYMOUS_SELLER = 'Anonymer Verkäufer';

export interface MarketEntry extends ListedOffer {
  row: MarketRow;
  product: { id: number; name: string; category: string; categoryOrder: number };
  terminal: { id: number; name: string; region: { id: number; name: string } };
  liftingPeriod: { code: string; name: string; startDays: number; endDays: number } | null;
  /** The shown price less the one the previous window gave (both rounded as shown); null without one. */
  priceChange: Decimal | null;
}

/** Today's calendar day in the brand's zone ("2026-11-23"), where lifting periods count from. */
export interface Today {
  plusDays(days: number): string;
}

/** What an offer shows the same to every buyer of its price class, in one window. */
export interface Shared {
  windowId: number;
  decimals: number;
  vat: string | null;
  today: Today;
}

/** What an offer shows one buyer alone: its collection-period cut, its delivery address, and whether it is recommended among its offers. */
export interface OwnFields {
  current: ReturnType<typeof cutCollection>;
  deliveryAddress: { _id: number; street: string; zipCode: string } | null;
  isRecommended: boolean;
}

/**
 * One offer of the market as GET /api/v2/offers answers it (platform-shell 3 and 7, and what the
 * market screen shows); decimals travel as strings. Constants of the whole answer (price unit,
 * lifting period ids) are left out: 2,000 offers repeat every byte 2,000 times.
 */
export function toMarketOfferDto(entry: MarketEntry, shared: Shared, own: OwnFields) {
  const { row } = entry;
  return {
    _id: row.id,
    product: entry.product,
    terminal: entry.terminal,
    seller: row.anonymous ? { id: null, name: ANONYMOUS_SELLER } : { id: entry.sellerId, name: entry.sellerName },
    displayName: entry.sellerName,
    anonymous: row.anonymous,
    priceType: row.priceType,
    price: entry.price.toFixed(shared.decimals),
    priceChange: entry.priceChange?.toFixed(shared.decimals) ?? null,
    windowId: shared.windowId,
    vat: shared.vat,
    minimumOrderQuantity: row.minOrderQuantity,
    maximumOrderQuantity: entry.maximumOrder.toString(),
    maximumAvailable: row.remainingVolume,
    selectedQuantity: row.minOrderQuantity,
    offerAvailability: {
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      dailyStart: row.dailyStart,
      dailyEnd: row.dailyEnd,
    },
    overrides: { current: own.current, original: { ...collection(entry, shared.today), maximumOrderQuantity: row.maxOrderQuantity } },
    deliveryAddress: own.deliveryAddress,
    liftingPeriod: entry.liftingPeriod && { name: entry.liftingPeriod.name },
    isRecommended: own.isRecommended,
  };
}

export type MarketOfferDto = ReturnType<typeof toMarketOfferDto>;

/** A shareholder's collection-period cut (design 11; null for everyone else) shortens the period the offer shows; null when nothing is cut. */
export function cutCollection(entry: MarketEntry, today: Today, collectionCutDays: number | null) {
  if (collectionCutDays === null) return null;
  const { collectionTime, collectionStartDate, collectionEndDate } = collection(entry, today);
  if (!collectionStartDate || !collectionEndDate) return null;
  const cut = cutCollectionPeriod({ start: collectionStartDate, end: collectionEndDate }, collectionCutDays);
  return cut && { collectionTime, collectionStartDate: cut.start, collectionEndDate: cut.end, maximumOrderQuantity: entry.row.maxOrderQuantity };
}

/** The collection period as calendar days: a lifting period counts from today in the brand's zone. */
function collection(entry: MarketEntry, today: Today) {
  const period = entry.liftingPeriod;
  if (period) {
    return {
      collectionTime: period.code,
      collectionStartDate: today.plusDays(period.startDays),
      collectionEndDate: today.plusDays(period.endDays),
    };
  }
  return { collectionTime: 'CUSTOM', collectionStartDate: entry.row.collectionStart, collectionEndDate: entry.row.collectionEnd };
}
