import { DateTime } from 'luxon';
import { messagesFor } from '@/lib/i18n/messages';

/**
 * The offer template's columns as the file heads them, by the offer field each fills. German, as
 * German Excel opens it; products, terminals and lifting periods by name, price types by the
 * screens' labels, so a seller reads the file without a list of ids beside it.
 */
export const OFFER_HEADINGS = {
  offerId: 'Angebots-ID',
  delete: 'Löschen',
  product: 'Produkt',
  terminal: 'Terminal',
  totalVolume: 'Gesamtmenge (cbm)',
  minOrderQuantity: 'Mindestmenge (cbm)',
  maxOrderQuantity: 'Höchstmenge (cbm)',
  priceType: 'Preisart',
  fixedPrice: 'Festpreis (je 100L15)',
  iceMonth: 'ICE-Monat',
  fxSymbol: 'Wechselkurs',
  surcharge: 'Aufschlag (je 100L15)',
  startsAt: 'Gültig ab',
  endsAt: 'Gültig bis',
  dailyStart: 'Täglich ab',
  dailyEnd: 'Täglich bis',
  liftingPeriod: 'Abholzeitraum',
  collectionStart: 'Abholung ab',
  collectionEnd: 'Abholung bis',
} as const;
export type OfferColumn = keyof typeof OFFER_HEADINGS;
/** The fields in the file's order, and the headings in the same order. */
export const OFFER_FIELDS = Object.keys(OFFER_HEADINGS) as OfferColumn[];
export const OFFER_COLUMNS = OFFER_FIELDS.map((field) => OFFER_HEADINGS[field]);

/** The price types by the labels every screen gives them (Festpreis, Live-Preis, Live-Preis (API)). */
export const PRICE_TYPE_LABELS = messagesFor('de').common.priceTypes;

/** The names the file writes and reads instead of ids: the platform's fuels, terminals and lifting periods. */
export interface OfferNames {
  products: Map<number, string>;
  terminals: Map<number, string>;
  liftingPeriods: Map<number, string>;
}

/** An offer as the template writes it: its stored columns, decimals as anything with toString(). */
export interface TemplateOffer {
  id: number;
  productId: number;
  terminalId: number;
  totalVolume: { toString(): string };
  minOrderQuantity: { toString(): string };
  maxOrderQuantity: { toString(): string };
  priceType: keyof typeof PRICE_TYPE_LABELS;
  fixedPrice: { toString(): string } | null;
  iceMonth: number | null;
  fxSymbol: string | null;
  surcharge: { toString(): string };
  startsAt: Date;
  endsAt: Date;
  dailyStart: string | null;
  dailyEnd: string | null;
  liftingPeriodId: number | null;
  collectionStart: Date | null;
  collectionEnd: Date | null;
}

export const TEMPLATE_DATE_TIME = 'dd.MM.yyyy HH:mm';
export const TEMPLATE_DAY = 'dd.MM.yyyy';
const decimal = (value: { toString(): string } | null) => value?.toString().replace('.', ',') ?? '';
/** A DATE column as Prisma reads it is midnight UTC. */
const day = (value: Date | null) => (value ? DateTime.fromJSDate(value, { zone: 'UTC' }).toFormat(TEMPLATE_DAY) : '');

/**
 * One offer as a row of the template, in the order of OFFER_HEADINGS: decimal comma, dates
 * DD.MM.YYYY HH:MM in the brand's zone. Read back unchanged, it changes nothing (offerRows).
 */
export function offerTemplateRow(offer: TemplateOffer, names: OfferNames, zone: string): Record<OfferColumn, string> {
  const when = (value: Date) => DateTime.fromJSDate(value, { zone }).toFormat(TEMPLATE_DATE_TIME);
  return {
    offerId: String(offer.id),
    delete: '',
    product: names.products.get(offer.productId) ?? '',
    terminal: names.terminals.get(offer.terminalId) ?? '',
    totalVolume: decimal(offer.totalVolume),
    minOrderQuantity: decimal(offer.minOrderQuantity),
    maxOrderQuantity: decimal(offer.maxOrderQuantity),
    priceType: PRICE_TYPE_LABELS[offer.priceType],
    fixedPrice: decimal(offer.fixedPrice),
    iceMonth: offer.iceMonth === null ? '' : `M0${offer.iceMonth}`,
    fxSymbol: offer.fxSymbol ?? '',
    surcharge: decimal(offer.surcharge),
    startsAt: when(offer.startsAt),
    endsAt: when(offer.endsAt),
    dailyStart: offer.dailyStart ?? '',
    dailyEnd: offer.dailyEnd ?? '',
    liftingPeriod: offer.liftingPeriodId === null ? '' : (names.liftingPeriods.get(offer.liftingPeriodId) ?? ''),
    collectionStart: day(offer.collectionStart),
    collectionEnd: day(offer.collectionEnd),
  };
}

/**
 * The legend under the offers: what each column takes and the names the file knows. Its lines
 * start with `#`, which the upload skips, so the file goes back as it came.
 */
export function offerLegend(names: OfferNames): string[] {
  const list = (map: Map<number, string>) => [...new Set(map.values())].sort((a, b) => a.localeCompare(b, 'de')).join(' | ');
  return [
    '# Legende (Zeilen mit # werden beim Hochladen übersprungen)',
    `# ${OFFER_HEADINGS.offerId}: leer für ein neues Angebot. ${OFFER_HEADINGS.delete}: x löscht das Angebot.`,
    `# ${OFFER_HEADINGS.product}: ${list(names.products)}`,
    `# ${OFFER_HEADINGS.terminal}: ${list(names.terminals)}`,
    `# ${OFFER_HEADINGS.priceType}: ${Object.values(PRICE_TYPE_LABELS).join(' | ')}. Festpreis braucht ${OFFER_HEADINGS.fixedPrice}, Live-Preise ${OFFER_HEADINGS.iceMonth} (M00 bis M06) und ${OFFER_HEADINGS.fxSymbol} (z. B. EUR/USD).`,
    `# Mengen in cbm, Preise und Aufschlag je 100 Liter bei 15 °C, mit Dezimalkomma (1.250,5).`,
    `# ${OFFER_HEADINGS.startsAt} und ${OFFER_HEADINGS.endsAt}: TT.MM.JJJJ HH:MM (ohne Uhrzeit: ab 00:00 bzw. bis 23:59). ${OFFER_HEADINGS.dailyStart} und ${OFFER_HEADINGS.dailyEnd}: HH:MM, beide leer = ganztägig.`,
    `# ${OFFER_HEADINGS.liftingPeriod}: ${list(names.liftingPeriods)}, oder stattdessen ${OFFER_HEADINGS.collectionStart} und ${OFFER_HEADINGS.collectionEnd} (TT.MM.JJJJ).`,
  ];
}
