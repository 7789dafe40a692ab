import type { Offer } from '@/lib/generated/prisma/client';
import { OFFER_COLUMNS, OFFER_FIELDS, offerTemplateRow, type OfferColumn, type OfferNames } from '@/lib/uploads/domain/offer-template';
import { db } from './factories';

export const OFFER_HEADER = OFFER_COLUMNS.join(';');
export const CREDIT_LIMIT_HEADER = 'buyerAccountId;buyerName;creditLimit';
const ZONE = 'Europe/Berlin';

/** Windows-1252 bytes of `text`, as German Excel saves "CSV (Trennzeichen-getrennt)" (only Latin-1 letters used). */
export const windows1252 = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));

/** The names the offer file uses for ids, as the server loads them. */
export async function offerNames(): Promise<OfferNames> {
  const [products, terminals, periods] = await Promise.all([
    db.product.findMany({ where: { type: 'FUEL' } }),
    db.terminal.findMany(),
    db.liftingPeriod.findMany(),
  ]);
  const byId = (rows: { id: number; name: string }[]) => new Map(rows.map((row) => [row.id, row.name]));
  return { products: byId(products), terminals: byId(terminals), liftingPeriods: byId(periods) };
}

const line = (cells: Record<OfferColumn, string>) => OFFER_FIELDS.map((column) => cells[column]).join(';');

/** A new offer's row in German Excel's notation: names, decimal comma, DD.MM.YYYY HH:MM. */
export async function newOfferRow(fields: { total?: string; price?: string } = {}) {
  const terminal = await db.terminal.findFirstOrThrow({ where: { code: 'DU1' } });
  const period = await db.liftingPeriod.findFirstOrThrow({ orderBy: { id: 'asc' } });
  return line({
    offerId: '',
    delete: '',
    product: 'Diesel B7',
    terminal: terminal.name,
    totalVolume: fields.total ?? '100',
    minOrderQuantity: '1',
    maxOrderQuantity: '50',
    priceType: 'Festpreis',
    fixedPrice: fields.price ?? '85,50',
    iceMonth: '',
    fxSymbol: '',
    surcharge: '0',
    startsAt: '01.12.2030 08:00',
    endsAt: '31.12.2030 18:00',
    dailyStart: '06:00',
    dailyEnd: '18:00',
    liftingPeriod: period.name,
    collectionStart: '',
    collectionEnd: '',
  });
}

/**
 * An existing offer's row as the template writes it, with a new total (decimal comma) or marked
 * for deletion; an offer without a lifting period (the factory's) gets a custom range.
 */
export async function offerRow(offer: Offer, change: { total?: string; delete?: boolean }) {
  const cells = offerTemplateRow(offer, await offerNames(), ZONE);
  return line({
    ...cells,
    delete: change.delete ? 'x' : '',
    totalVolume: change.total ?? cells.totalVolume,
    ...(offer.liftingPeriodId === null && offer.collectionStart === null && { collectionStart: '01.01.2030', collectionEnd: '31.01.2030' }),
  });
}
