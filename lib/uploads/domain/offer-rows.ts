import Decimal from 'decimal.js';
import { DateTime } from 'luxon';
import { offerData } from '@/lib/offers/offer-record';
import { ZOfferInput, type OfferForm, type OfferInput } from '@/lib/offers/schemas';
import type { CsvRecord } from './read-csv';
import { normaliseDecimal } from './read-csv';
import { isWhole, type RowError, type UploadRow } from './upload-row';

/** The offer template's columns; prices are per 100L15, dates DD.MM.YYYY HH:MM in the brand's zone. */
export const OFFER_COLUMNS = [
  'offerId',
  'delete',
  'productId',
  'terminalId',
  'totalVolume',
  'minOrderQuantity',
  'maxOrderQuantity',
  'priceType',
  'fixedPrice',
  'iceMonth',
  'fxSymbol',
  'surcharge',
  'startsAt',
  'endsAt',
  'dailyStart',
  'dailyEnd',
  'liftingPeriodId',
  'collectionStart',
  'collectionEnd',
] as const;

const DECIMAL_COLUMNS = ['totalVolume', 'minOrderQuantity', 'maxOrderQuantity', 'fixedPrice', 'surcharge'] as const;
const YES = new Set(['x', 'ja', 'yes', 'j', 'y', '1', 'true', 'wahr']);
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

type OfferColumns = ReturnType<typeof offerData>;

export interface CurrentOffer {
  id: number;
  version: number;
  /** Volume already sold: total minus remaining. */
  sold: string;
  /** The columns the template does not carry, kept by an update. */
  kept: Pick<OfferForm, 'fxPremium' | 'minimumPrice' | 'maxPriceDrop' | 'anonymous'>;
  /** The offer's stored columns (decimals, dates, ids), to tell a row that changes nothing. */
  stored: Record<keyof OfferColumns, unknown>;
}

export interface OfferReferences {
  productIds: Set<number>;
  terminalIds: Set<number>;
  liftingPeriodIds: Set<number>;
}

/** A date as Excel shows it (DD.MM.YYYY with or without HH:MM) or ISO, as an ISO instant; a bare date's end is 23:59. */
export function csvInstant(value: string, timeZone: string, end: boolean): string {
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:\s+(\d{1,2}):(\d{2}))?$/.exec(value);
  if (!german) return value;
  const [, day, month, year, hour, minute] = german;
  const time = hour === undefined ? (end ? { hour: 23, minute: 59 } : { hour: 0, minute: 0 }) : { hour: Number(hour), minute: Number(minute) };
  const instant = DateTime.fromObject({ year: Number(year), month: Number(month), day: Number(day), ...time }, { zone: timeZone });
  return instant.isValid ? instant.toISO({ suppressMilliseconds: true })! : value;
}

/** A calendar day as DD.MM.YYYY or YYYY-MM-DD, as YYYY-MM-DD. */
export function csvDay(value: string): string {
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  return german ? `${german[3]}-${german[2].padStart(2, '0')}-${german[1].padStart(2, '0')}` : value;
}

function toForm(cells: Record<string, string>, timeZone: string, kept: CurrentOffer['kept'] | undefined): Record<string, unknown> {
  const decimals = Object.fromEntries(DECIMAL_COLUMNS.map((column) => [column, normaliseDecimal(cells[column])]));
  return {
    productId: cells.productId,
    terminalId: cells.terminalId,
    totalVolume: decimals.totalVolume,
    minOrderQuantity: decimals.minOrderQuantity,
    maxOrderQuantity: decimals.maxOrderQuantity,
    priceType: cells.priceType.toUpperCase(),
    priceUnit: 'PER_100L15',
    fixedPrice: decimals.fixedPrice,
    iceMonth: cells.iceMonth,
    fxSymbol: cells.fxSymbol,
    surcharge: decimals.surcharge,
    startsAt: csvInstant(cells.startsAt, timeZone, false),
    endsAt: csvInstant(cells.endsAt, timeZone, true),
    dailyStart: cells.dailyStart,
    dailyEnd: cells.dailyEnd,
    liftingPeriodId: cells.liftingPeriodId,
    collectionStart: csvDay(cells.collectionStart),
    collectionEnd: csvDay(cells.collectionEnd),
    ...kept,
  };
}

/** The template writes times to the minute: a stored time within the same minute is unchanged. */
const minute = (value: Date) => Math.floor(value.getTime() / 60_000);

function sameValue(next: unknown, stored: unknown): boolean {
  if (next === null || next === undefined || stored === null || stored === undefined) return (next ?? null) === (stored ?? null);
  if (next instanceof Date) return stored instanceof Date && minute(next) === minute(stored);
  if (typeof next === 'string' && DECIMAL_TEXT.test(next)) return new Decimal(next).eq(String(stored));
  return next === stored;
}

/** Whether a row writes what the offer holds; the unit a fixed price was typed in aside, as the file is per 100L15. */
function writesNothing(next: OfferColumns, stored: CurrentOffer['stored']) {
  return (Object.keys(next) as (keyof OfferColumns)[]).every((key) => key === 'priceUnit' || sameValue(next[key], stored[key]));
}

function referenceErrors(input: OfferInput, known: OfferReferences): RowError[] {
  const errors: RowError[] = [];
  if (!known.productIds.has(input.productId)) errors.push({ field: 'productId', key: 'product_required' });
  if (!known.terminalIds.has(input.terminalId)) errors.push({ field: 'terminalId', key: 'terminal_required' });
  if (input.liftingPeriodId !== undefined && !known.liftingPeriodIds.has(input.liftingPeriodId)) {
    errors.push({ field: 'liftingPeriodId', key: 'collection_period_required' });
  }
  return errors;
}

/**
 * Each row of an offer file as create (no offerId), update (an offerId of the seller's) or delete
 * (an offerId with `delete` marked), checked with the offer form's own schema; an update keeps
 * the columns the template lacks, and a row that writes what the offer holds is unchanged (apply
 * leaves that offer and its version alone). Errors name the line and the column.
 */
export function offerRows(records: CsvRecord[], current: Map<number, CurrentOffer>, known: OfferReferences, timeZone: string): UploadRow<OfferInput>[] {
  const seen = new Set<number>();
  return records.map(({ line, cells }) => {
    const id = cells.offerId === '' ? null : isWhole(cells.offerId) ? Number(cells.offerId) : NaN;
    const remove = YES.has(cells.delete.toLowerCase());
    if (id !== null && (Number.isNaN(id) || !current.has(id)))
      return { line, action: remove ? 'delete' : 'update', key: null, values: null, errors: [{ field: 'offerId', key: 'offer_not_found' }] };
    if (id !== null && seen.has(id))
      return { line, action: remove ? 'delete' : 'update', key: id, values: null, errors: [{ field: 'offerId', key: 'upload_duplicate_row' }] };
    if (id !== null) seen.add(id);
    const offer = id === null ? undefined : current.get(id)!;
    if (remove) {
      return offer
        ? { line, action: 'delete', key: id, values: null, version: offer.version, errors: [] }
        : { line, action: 'delete', key: null, values: null, errors: [{ field: 'offerId', key: 'offer_not_found' }] };
    }
    const parsed = ZOfferInput.safeParse(toForm(cells, timeZone, offer?.kept));
    const action = offer ? 'update' : 'create';
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), key: issue.message }));
      return { line, action, key: id, values: null, version: offer?.version, errors };
    }
    if (offer && writesNothing(offerData(parsed.data), offer.stored)) {
      return { line, action: 'unchanged', key: id, values: parsed.data, version: offer.version, errors: [] };
    }
    const errors = referenceErrors(parsed.data, known);
    if (offer && new Decimal(parsed.data.totalVolume).lt(offer.sold))
      errors.push({ field: 'totalVolume', key: 'volume_below_sold', data: { sold: offer.sold } });
    return { line, action, key: id, values: errors.length ? null : parsed.data, version: offer?.version, errors };
  });
}
