import Decimal from 'decimal.js';
import { DateTime } from 'luxon';
import type { OfferDto } from '@/lib/offers/offer-record';
import type { OfferForm } from '@/lib/offers/schemas';

export const FX_SYMBOLS = ['EUR/USD', 'USD/CHF'] as const;

/** The brand's exchange symbol by its currency (the public brand does not carry the symbol itself). */
export const fxSymbolFor = (currency: string) => (currency === 'CHF' ? 'USD/CHF' : 'EUR/USD');

/** What the form holds while the seller types: numbers as Decimals, choices and dates as text. */
export interface OfferFormState {
  productId: string;
  terminalId: string;
  totalVolume: Decimal | null;
  minOrderQuantity: Decimal | null;
  maxOrderQuantity: Decimal | null;
  priceType: '' | 'FIXED' | 'TRACKING' | 'API';
  priceUnit: 'PER_100L15' | 'PER_LITRE';
  fixedPrice: Decimal | null;
  iceMonth: string;
  fxSymbol: string;
  fxPremium: Decimal | null;
  surcharge: Decimal | null;
  startsAt: string;
  endsAt: string;
  dailyStart: string;
  dailyEnd: string;
  collectionMode: 'period' | 'custom';
  liftingPeriodId: string;
  collectionStart: string;
  collectionEnd: string;
  minimumPrice: Decimal | null;
  maxPriceDrop: Decimal | null;
  anonymous: boolean;
}

const LOCAL = "yyyy-LL-dd'T'HH:mm";
const dec = (value: string | null) => (value === null ? null : new Decimal(value));

export function emptyOffer(fxSymbol: string): OfferFormState {
  return {
    productId: '',
    terminalId: '',
    totalVolume: null,
    minOrderQuantity: null,
    maxOrderQuantity: null,
    priceType: 'FIXED',
    priceUnit: 'PER_100L15',
    fixedPrice: null,
    iceMonth: '0',
    fxSymbol,
    fxPremium: null,
    surcharge: null,
    startsAt: '',
    endsAt: '',
    dailyStart: '07:00',
    dailyEnd: '17:00',
    collectionMode: 'period',
    liftingPeriodId: '',
    collectionStart: '',
    collectionEnd: '',
    minimumPrice: null,
    maxPriceDrop: null,
    anonymous: false,
  };
}

/** A stored offer in the form; offer times are shown in the brand's time zone. */
export function offerToForm(offer: OfferDto, timeZone: string, fallbackFx: string): OfferFormState {
  const local = (iso: string) => DateTime.fromISO(iso).setZone(timeZone).toFormat(LOCAL);
  return {
    productId: String(offer.productId),
    terminalId: String(offer.terminalId),
    totalVolume: dec(offer.totalVolume),
    minOrderQuantity: dec(offer.minOrderQuantity),
    maxOrderQuantity: dec(offer.maxOrderQuantity),
    priceType: offer.priceType,
    priceUnit: offer.priceUnit === 'PER_LITRE' ? 'PER_LITRE' : 'PER_100L15',
    fixedPrice: dec(offer.fixedPrice),
    iceMonth: offer.iceMonth === null ? '0' : String(offer.iceMonth),
    fxSymbol: offer.fxSymbol ?? fallbackFx,
    fxPremium: dec(offer.fxPremium),
    surcharge: dec(offer.surcharge),
    startsAt: local(offer.startsAt),
    endsAt: local(offer.endsAt),
    dailyStart: offer.dailyStart ?? '',
    dailyEnd: offer.dailyEnd ?? '',
    collectionMode: offer.liftingPeriodId === null ? 'custom' : 'period',
    liftingPeriodId: offer.liftingPeriodId === null ? '' : String(offer.liftingPeriodId),
    collectionStart: offer.collectionStart ?? '',
    collectionEnd: offer.collectionEnd ?? '',
    minimumPrice: dec(offer.minimumPrice),
    maxPriceDrop: dec(offer.maxPriceDrop),
    anonymous: offer.anonymous,
  };
}

/** The request body, exactly what the route's zod schema reads. */
export function formToBody(state: OfferFormState, timeZone: string): OfferForm {
  const text = (value: Decimal | null) => value?.toString() ?? '';
  const utc = (local: string) => (local ? (DateTime.fromFormat(local, LOCAL, { zone: timeZone }).toUTC().toISO() ?? '') : '');
  const live = state.priceType !== 'FIXED';
  const custom = state.collectionMode === 'custom';
  return {
    productId: state.productId,
    terminalId: state.terminalId,
    totalVolume: text(state.totalVolume),
    minOrderQuantity: text(state.minOrderQuantity),
    maxOrderQuantity: text(state.maxOrderQuantity),
    priceType: (state.priceType || undefined) as OfferForm['priceType'],
    priceUnit: state.priceUnit,
    fixedPrice: live ? '' : text(state.fixedPrice),
    iceMonth: live ? state.iceMonth : '',
    fxSymbol: live ? state.fxSymbol : '',
    fxPremium: live ? text(state.fxPremium) : '',
    surcharge: text(state.surcharge),
    startsAt: utc(state.startsAt),
    endsAt: utc(state.endsAt),
    dailyStart: state.dailyStart,
    dailyEnd: state.dailyEnd,
    liftingPeriodId: custom ? '' : state.liftingPeriodId,
    collectionStart: custom ? state.collectionStart : '',
    collectionEnd: custom ? state.collectionEnd : '',
    minimumPrice: text(state.minimumPrice),
    maxPriceDrop: text(state.maxPriceDrop),
    anonymous: state.anonymous,
  } as OfferForm;
}
