import type { Offer } from '@/lib/generated/prisma/client';
import { OFFER_COLUMNS } from '@/lib/uploads/domain/offer-rows';
import { db } from './factories';

export const OFFER_HEADER = OFFER_COLUMNS.join(';');
export const CREDIT_LIMIT_HEADER = 'buyerAccountId;buyerName;creditLimit';

/** Windows-1252 bytes of `text`, as German Excel saves "CSV (Trennzeichen-getrennt)" (only Latin-1 letters used). */
export const windows1252 = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));

/** A new offer's row in German Excel's notation: decimal comma, DD.MM.YYYY HH:MM. */
export async function newOfferRow(fields: { total?: string; price?: string } = {}) {
  const product = await db.product.findFirstOrThrow({ where: { name: 'Diesel B7' } });
  const terminal = await db.terminal.findFirstOrThrow({ where: { code: 'DU1' } });
  const period = await db.liftingPeriod.findFirstOrThrow({ orderBy: { id: 'asc' } });
  return [
    '',
    '',
    product.id,
    terminal.id,
    fields.total ?? '100',
    '1',
    '50',
    'FIXED',
    fields.price ?? '85,50',
    '',
    '',
    '0',
    '01.12.2030 08:00',
    '31.12.2030 18:00',
    '06:00',
    '18:00',
    period.id,
    '',
    '',
  ].join(';');
}

/** An existing offer's row with a new total (decimal comma) or marked for deletion; without a lifting period it gets a custom range. */
export function offerRow(offer: Offer, change: { total?: string; delete?: boolean }) {
  const german = (value: { toString(): string } | null) => value?.toString().replace('.', ',') ?? '';
  return [
    offer.id,
    change.delete ? 'x' : '',
    offer.productId,
    offer.terminalId,
    change.total ?? german(offer.totalVolume),
    german(offer.minOrderQuantity),
    german(offer.maxOrderQuantity),
    offer.priceType,
    german(offer.fixedPrice),
    '',
    '',
    '0',
    offer.startsAt.toISOString(),
    offer.endsAt.toISOString(),
    '00:00',
    '00:00',
    offer.liftingPeriodId ?? '',
    ...(offer.liftingPeriodId ? ['', ''] : ['2030-01-01', '2030-01-31']),
  ].join(';');
}
