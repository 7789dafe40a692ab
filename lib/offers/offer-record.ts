import type { Offer } from '@/lib/generated/prisma/client';
import { fixedPricePer100L15, type OfferInput } from './schemas';

/** The columns an offer form writes; the fixed price is stored per 100L15 whatever unit it was typed in. */
export function offerData(input: OfferInput) {
  const live = input.priceType !== 'FIXED';
  const custom = input.liftingPeriodId === undefined;
  return {
    productId: input.productId,
    terminalId: input.terminalId,
    priceType: input.priceType,
    priceUnit: input.priceUnit,
    fixedPrice: fixedPricePer100L15(input)?.toString() ?? null,
    iceMonth: live ? (input.iceMonth ?? null) : null,
    fxSymbol: live ? (input.fxSymbol ?? null) : null,
    fxPremium: live ? (input.fxPremium ?? null) : null,
    surcharge: input.surcharge,
    totalVolume: input.totalVolume,
    minOrderQuantity: input.minOrderQuantity,
    maxOrderQuantity: input.maxOrderQuantity,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    dailyStart: input.dailyStart,
    dailyEnd: input.dailyEnd,
    liftingPeriodId: input.liftingPeriodId ?? null,
    collectionStart: custom && input.collectionStart ? new Date(`${input.collectionStart}T00:00:00Z`) : null,
    collectionEnd: custom && input.collectionEnd ? new Date(`${input.collectionEnd}T00:00:00Z`) : null,
    minimumPrice: input.minimumPrice ?? null,
    maxPriceDrop: input.maxPriceDrop ?? null,
    anonymous: input.anonymous,
  };
}

const time = (value: Date | null) => value?.getTime() ?? null;

/**
 * Whether an edit changes what a buyer agrees to when reserving: product, terminal or collection
 * period. Such an edit bumps the offer's terms version, and checkout refuses baskets reserved before.
 */
export function changesTerms(current: Offer, next: ReturnType<typeof offerData>) {
  return (
    current.productId !== next.productId ||
    current.terminalId !== next.terminalId ||
    current.liftingPeriodId !== next.liftingPeriodId ||
    time(current.collectionStart) !== time(next.collectionStart) ||
    time(current.collectionEnd) !== time(next.collectionEnd)
  );
}

const str = (value: { toString(): string } | null) => value?.toString() ?? null;
const day = (value: Date | null) => value?.toISOString().slice(0, 10) ?? null;

/** An offer as My offers shows and edits it: decimals as strings, the fixed price in the unit it was typed in. */
export function offerDto(row: Offer, names: { product?: string; terminal?: string; liftingPeriod?: string | null } = {}) {
  const fixed = row.fixedPrice ? (row.priceUnit === 'PER_LITRE' ? row.fixedPrice.div(100) : row.fixedPrice) : null;
  return {
    id: row.id,
    status: row.status,
    productId: row.productId,
    productName: names.product ?? null,
    terminalId: row.terminalId,
    terminalName: names.terminal ?? null,
    priceType: row.priceType,
    priceUnit: row.priceUnit,
    fixedPrice: str(fixed),
    fixedPricePer100L15: str(row.fixedPrice),
    iceMonth: row.iceMonth,
    fxSymbol: row.fxSymbol,
    fxPremium: str(row.fxPremium),
    surcharge: row.surcharge.toString(),
    totalVolume: row.totalVolume.toString(),
    remainingVolume: row.remainingVolume.toString(),
    minOrderQuantity: row.minOrderQuantity.toString(),
    maxOrderQuantity: row.maxOrderQuantity.toString(),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    dailyStart: row.dailyStart,
    dailyEnd: row.dailyEnd,
    liftingPeriodId: row.liftingPeriodId,
    liftingPeriodName: names.liftingPeriod ?? null,
    collectionStart: day(row.collectionStart),
    collectionEnd: day(row.collectionEnd),
    minimumPrice: str(row.minimumPrice),
    maxPriceDrop: str(row.maxPriceDrop),
    anonymous: row.anonymous,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type OfferDto = ReturnType<typeof offerDto>;
