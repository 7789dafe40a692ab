import Decimal from 'decimal.js';
import { DateTime } from 'luxon';
import { offerData } from '@/lib/offers/offer-record';
import { ZOfferInput, type OfferForm, type OfferInput } from '@/lib/offers/schemas';
import { OFFER_HEADINGS, PRICE_TYPE_LABELS, type OfferColumn, type OfferNames } from './offer-template';
import type { CsvRecord } from './read-csv';
import { normaliseDecimal } from './read-csv';
import { isWhole, type RowError, type UploadRow } from './upload-row';

const DECIMAL_COLUMNS = ['totalVolume', 'minOrderQuantity', 'maxOrderQuantity', 'fixedPrice', 'surcharge'] as const;
const YES = new Set(['x', 'ja', 'yes', 'j', 'y', '1', 'true', 'wahr']);
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

type OfferColumns = ReturnType<typeof offerData>;
type Cells = Record<OfferColumn, string>;

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

/** The column (as the template heads it) an offer field's error is about. */
const FIELD_COLUMN: Partial<Record<string, OfferColumn>> = { productId: 'product', terminalId: 'terminal', liftingPeriodId: 'liftingPeriod' };
export const headingOf = (field: string) => OFFER_HEADINGS[(FIELD_COLUMN[field] ?? field) as OfferColumn] ?? field;

const GERMAN_DAY = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const GERMAN_TIME = /^(\d{1,2})\.(\d{1,2})\.(\d{4})\s+(\d{1,2}):(\d{2})(?::\d{2})?$/;

/**
 * A date as Excel shows it (DD.MM.YYYY with or without HH:MM) or ISO, as an ISO instant; a bare
 * date's end is 23:59. null for what is no date (32.11.2026, 24:61, text); "" stays "".
 */
export function csvInstant(value: string, timeZone: string, end: boolean): string | null {
  if (value === '') return '';
  const withTime = GERMAN_TIME.exec(value);
  const bare = GERMAN_DAY.exec(value);
  if (withTime || bare) {
    const [, day, month, year, hour, minute] = (withTime ?? bare)!;
    const time = hour === undefined ? (end ? { hour: 23, minute: 59 } : { hour: 0, minute: 0 }) : { hour: Number(hour), minute: Number(minute) };
    const instant = DateTime.fromObject({ year: Number(year), month: Number(month), day: Number(day), ...time }, { zone: timeZone });
    return instant.isValid ? instant.toISO({ suppressMilliseconds: true }) : null;
  }
  return DateTime.fromISO(value, { setZone: true }).isValid ? value : null;
}

/** A calendar day as DD.MM.YYYY or YYYY-MM-DD, as YYYY-MM-DD; null for what is no day; "" stays "". */
export function csvDay(value: string): string | null {
  if (value === '') return '';
  const german = GERMAN_DAY.exec(value);
  const iso = german ? `${german[3]}-${german[2].padStart(2, '0')}-${german[1].padStart(2, '0')}` : value;
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && DateTime.fromISO(iso).isValid ? iso : null;
}

/** A time of day as Excel may save it ("6:00", "06:00:00"), as HH:MM. */
const csvTime = (value: string) => value.replace(/^(\d):/, '0$1:').replace(/^(\d\d:\d\d):\d\d$/, '$1');

/** Names in the file, matched without regard to case or surrounding spaces. */
const nameKey = (name: string) => name.trim().toLocaleLowerCase('de');

/** The file's names as their ids, built once per file. */
export function nameIndex(names: OfferNames) {
  const index = (map: Map<number, string>) => {
    const ids = new Map<string, number[]>();
    for (const [id, name] of map) ids.set(nameKey(name), [...(ids.get(nameKey(name)) ?? []), id]);
    return ids;
  };
  return {
    product: index(names.products),
    terminal: index(names.terminals),
    liftingPeriod: index(names.liftingPeriods),
    priceType: new Map(Object.entries(PRICE_TYPE_LABELS).map(([code, label]) => [nameKey(label), [code]])),
  };
}
type NameIndex = ReturnType<typeof nameIndex>;

/**
 * The cells as the offer form's fields, and the row's own errors: a name the platform does not
 * know (or knows twice), a date that is no date. A column with such an error is left empty for the
 * form's schema, whose own complaint about it is then dropped (one error per column).
 */
function toForm(cells: Cells, timeZone: string, index: NameIndex, kept: CurrentOffer['kept'] | undefined) {
  const errors: RowError[] = [];
  const named = <T>(column: 'product' | 'terminal' | 'liftingPeriod' | 'priceType') => {
    const value = cells[column].trim();
    if (value === '') return undefined;
    const ids = index[column].get(nameKey(value)) ?? [];
    if (ids.length === 1) return ids[0] as T;
    errors.push({ field: OFFER_HEADINGS[column], key: ids.length ? 'upload_name_ambiguous' : `upload_unknown_${column}`, data: { value } });
    return undefined;
  };
  const dated = (column: OfferColumn, value: string | null) => {
    if (value === null) errors.push({ field: OFFER_HEADINGS[column], key: 'upload_invalid_date', data: { value: cells[column] } });
    return value ?? '';
  };
  const iceMonth = /^m?0?([0-6])$/i.exec(cells.iceMonth.trim());
  const decimals = Object.fromEntries(DECIMAL_COLUMNS.map((column) => [column, normaliseDecimal(cells[column])]));
  // Both daily times empty: the whole day, as the market reads equal bounds.
  const wholeDay = cells.dailyStart.trim() === '' && cells.dailyEnd.trim() === '';
  const form = {
    productId: named<number>('product'),
    terminalId: named<number>('terminal'),
    totalVolume: decimals.totalVolume,
    minOrderQuantity: decimals.minOrderQuantity,
    maxOrderQuantity: decimals.maxOrderQuantity,
    priceType: named<string>('priceType'),
    priceUnit: 'PER_100L15',
    fixedPrice: decimals.fixedPrice,
    iceMonth: iceMonth ? iceMonth[1] : cells.iceMonth,
    fxSymbol: cells.fxSymbol,
    surcharge: decimals.surcharge,
    startsAt: dated('startsAt', csvInstant(cells.startsAt.trim(), timeZone, false)),
    endsAt: dated('endsAt', csvInstant(cells.endsAt.trim(), timeZone, true)),
    dailyStart: wholeDay ? '00:00' : csvTime(cells.dailyStart.trim()),
    dailyEnd: wholeDay ? '00:00' : csvTime(cells.dailyEnd.trim()),
    liftingPeriodId: named<number>('liftingPeriod'),
    collectionStart: dated('collectionStart', csvDay(cells.collectionStart.trim())),
    collectionEnd: dated('collectionEnd', csvDay(cells.collectionEnd.trim())),
    ...kept,
  };
  return { form, errors };
}

/** The template writes times to the minute: a stored time within the same minute is unchanged. */
const minute = (value: Date) => Math.floor(value.getTime() / 60_000);

function sameValue(next: unknown, stored: unknown): boolean {
  if (next === null || next === undefined || stored === null || stored === undefined) return (next ?? null) === (stored ?? null);
  if (next instanceof Date) return stored instanceof Date && minute(next) === minute(stored);
  if (typeof next === 'string' && DECIMAL_TEXT.test(next)) return new Decimal(next).eq(String(stored));
  return next === stored;
}

/** No daily times and equal ones both mean the whole day (lib/market/domain/visibility). */
const wholeDay = (start: unknown, end: unknown) => (start ?? null) === (end ?? null);

/** Whether a row writes what the offer holds; the unit a fixed price was typed in aside, as the file is per 100L15. */
function writesNothing(next: OfferColumns, stored: CurrentOffer['stored']) {
  const sameHours = wholeDay(next.dailyStart, next.dailyEnd) && wholeDay(stored.dailyStart, stored.dailyEnd);
  return (Object.keys(next) as (keyof OfferColumns)[]).every(
    (key) => key === 'priceUnit' || (sameHours && (key === 'dailyStart' || key === 'dailyEnd')) || sameValue(next[key], stored[key]),
  );
}

/**
 * Each row of an offer file as create (no offer id), update (an offer id of the seller's) or
 * delete (an offer id with "Löschen" marked), checked with the offer form's own schema; an update
 * keeps the columns the template lacks, and a row that writes what the offer holds is unchanged
 * (apply leaves that offer and its version alone). Errors name the line and the column as the
 * template heads it.
 */
export function offerRows(records: CsvRecord[], current: Map<number, CurrentOffer>, names: OfferNames, timeZone: string): UploadRow<OfferInput>[] {
  const seen = new Set<number>();
  const index = nameIndex(names);
  const idColumn = OFFER_HEADINGS.offerId;
  return records.map(({ line, cells: byHeading }) => {
    const cells = Object.fromEntries(Object.entries(OFFER_HEADINGS).map(([column, heading]) => [column, byHeading[heading] ?? ''])) as Cells;
    const id = cells.offerId === '' ? null : isWhole(cells.offerId) ? Number(cells.offerId) : NaN;
    const remove = YES.has(cells.delete.trim().toLowerCase());
    if (id !== null && (Number.isNaN(id) || !current.has(id)))
      return { line, action: remove ? 'delete' : 'update', key: null, values: null, errors: [{ field: idColumn, key: 'offer_not_found' }] };
    if (id !== null && seen.has(id))
      return { line, action: remove ? 'delete' : 'update', key: id, values: null, errors: [{ field: idColumn, key: 'upload_duplicate_row' }] };
    if (id !== null) seen.add(id);
    const offer = id === null ? undefined : current.get(id)!;
    if (remove) {
      return offer
        ? { line, action: 'delete', key: id, values: null, version: offer.version, errors: [] }
        : { line, action: 'delete', key: null, values: null, errors: [{ field: idColumn, key: 'offer_not_found' }] };
    }
    const { form, errors } = toForm(cells, timeZone, index, offer?.kept);
    const parsed = ZOfferInput.safeParse(form);
    const action = offer ? 'update' : 'create';
    if (!parsed.success || errors.length) {
      const named = new Set(errors.map((error) => error.field));
      const issues = (parsed.error?.issues ?? [])
        .map((issue) => ({ field: headingOf(String(issue.path[0] ?? '')), key: issue.message }))
        .filter((issue) => !named.has(issue.field));
      return { line, action, key: id, values: null, version: offer?.version, errors: [...errors, ...issues] };
    }
    if (offer && writesNothing(offerData(parsed.data), offer.stored)) {
      return { line, action: 'unchanged', key: id, values: parsed.data, version: offer.version, errors: [] };
    }
    const sold = offer && new Decimal(parsed.data.totalVolume).lt(offer.sold);
    const soldErrors = sold ? [{ field: OFFER_HEADINGS.totalVolume, key: 'volume_below_sold', data: { sold: offer.sold } }] : [];
    return { line, action, key: id, values: soldErrors.length ? null : parsed.data, version: offer?.version, errors: soldErrors };
  });
}
