import type Decimal from 'decimal.js';
import { DateTime } from 'luxon';
import type { Offer } from '@/lib/generated/prisma/client';
import type { ListedOffer } from './domain/market-list';

/** The seller name anonymous offers show instead of the seller's (trading-domain 8 names the variant). */
export const ANONYMOUS_SELLER = 'Anonymer Anbieter';

export interface MarketEntry extends ListedOffer {
  row: Offer;
  product: { id: number; name: string; category: string; categoryOrder: number };
  terminal: { id: number; name: string; region: { id: number; name: string } };
  liftingPeriod: { id: number; code: string; name: string; startDays: number; endDays: number } | null;
}

interface Shared {
  windowId: number;
  decimals: number;
  vat: string | null;
  deliveryAddress: { _id: number; street: string; zipCode: string } | null;
  recommended: Set<number>;
  zone: string;
  now: Date;
}

const qty = (value: Decimal | { toString(): string }) => value.toString();

/** One offer of the market as GET /api/v2/offers answers it (platform-shell 3); decimals travel as strings. */
export function toMarketOfferDto(entry: MarketEntry, shared: Shared) {
  const { row } = entry;
  const maximumOrder = row.maxOrderQuantity.lessThan(row.remainingVolume) ? row.maxOrderQuantity : row.remainingVolume;
  return {
    _id: row.id,
    product: entry.product,
    terminal: entry.terminal,
    seller: row.anonymous ? { id: null, name: ANONYMOUS_SELLER } : { id: entry.sellerId, name: entry.sellerName },
    displayName: entry.sellerName,
    anonymous: row.anonymous,
    priceType: row.priceType,
    price: entry.price.toFixed(shared.decimals),
    priceUnit: 'EUR/100L15',
    windowId: shared.windowId,
    vat: shared.vat,
    minimumOrderQuantity: qty(row.minOrderQuantity),
    maximumOrderQuantity: qty(maximumOrder),
    maximumAvailable: qty(row.remainingVolume),
    selectedQuantity: qty(row.minOrderQuantity),
    offerAvailability: {
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      dailyStart: row.dailyStart,
      dailyEnd: row.dailyEnd,
    },
    // A shareholder's collection-period cut would fill `current`; no cut is stored yet.
    overrides: { current: null, original: { ...collection(entry, shared), maximumOrderQuantity: qty(row.maxOrderQuantity) } },
    deliveryAddress: shared.deliveryAddress,
    liftingPeriod: entry.liftingPeriod && { id: entry.liftingPeriod.id, code: entry.liftingPeriod.code, name: entry.liftingPeriod.name },
    isRecommended: shared.recommended.has(row.id),
  };
}

export type MarketOfferDto = ReturnType<typeof toMarketOfferDto>;

/** The collection period as calendar days: a lifting period counts from today in the brand's zone. */
function collection(entry: MarketEntry, { zone, now }: Shared) {
  const period = entry.liftingPeriod;
  if (period) {
    const today = DateTime.fromJSDate(now, { zone }).startOf('day');
    return {
      collectionTime: period.code,
      collectionStartDate: today.plus({ days: period.startDays }).toISODate(),
      collectionEndDate: today.plus({ days: period.endDays }).toISODate(),
    };
  }
  const day = (value: Date | null) => value?.toISOString().slice(0, 10) ?? null;
  return { collectionTime: 'CUSTOM', collectionStartDate: day(entry.row.collectionStart), collectionEndDate: day(entry.row.collectionEnd) };
}
