import { DateTime } from 'luxon';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { brand } from '@/lib/env';
import { checkUploadKind } from './check-upload-kind';
import { CREDIT_LIMIT_COLUMNS } from './domain/credit-limit-rows';
import { OFFER_COLUMNS } from './domain/offer-rows';
import type { UploadKindSegment } from './schemas';

/**
 * GET /api/uploads/templates/{kind}: the file German Excel opens as it saves it back (`;`, decimal
 * comma, DD.MM.YYYY HH:MM in the brand's zone; UTF-8 with a byte-order mark so umlauts survive),
 * filled with the seller's current offers or buyers: changed and uploaded again, it updates them.
 */
export async function uploadTemplate(user: SessionUser, kind: UploadKindSegment) {
  checkUploadKind(user, kind);
  const lines = kind === 'offers' ? [OFFER_COLUMNS, ...(await offerLines(user))] : [CREDIT_LIMIT_COLUMNS, ...(await creditLimitLines(user))];
  const body = '\uFEFF' + lines.map((cells) => cells.map(quote).join(';')).join('\r\n') + '\r\n';
  return new Response(body, {
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${kind}-template.csv"` },
  });
}

const quote = (cell: string) => (/[;"\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
/** A company name Excel would run as a formula (=, +, -, @) is written as text; the column is not read back. */
const asText = (name: string) => (/^[=+\-@\t\r]/.test(name) ? `'${name}` : name);
const german = (value: { toString(): string } | null) => value?.toString().replace('.', ',') ?? '';

async function offerLines(user: SessionUser) {
  const { timeZone } = brand();
  const when = (value: Date) => DateTime.fromJSDate(value, { zone: timeZone }).toFormat('dd.MM.yyyy HH:mm');
  const day = (value: Date | null) => (value ? DateTime.fromJSDate(value, { zone: 'UTC' }).toFormat('dd.MM.yyyy') : '');
  const offers = await db.offer.findMany({ where: { sellerAccountId: user.accountId, status: { not: 'REMOVED' }, unitLitres: null }, orderBy: { id: 'asc' } });
  return offers.map((o) => [
    String(o.id),
    '',
    String(o.productId),
    String(o.terminalId),
    german(o.totalVolume),
    german(o.minOrderQuantity),
    german(o.maxOrderQuantity),
    o.priceType,
    german(o.fixedPrice),
    o.iceMonth === null ? '' : String(o.iceMonth),
    o.fxSymbol ?? '',
    german(o.surcharge),
    when(o.startsAt),
    when(o.endsAt),
    o.dailyStart ?? '',
    o.dailyEnd ?? '',
    o.liftingPeriodId === null ? '' : String(o.liftingPeriodId),
    day(o.collectionStart),
    day(o.collectionEnd),
  ]);
}

async function creditLimitLines(user: SessionUser) {
  const relationships = await db.relationship.findMany({
    where: { sellerAccountId: user.accountId },
    select: { buyerAccountId: true, creditLimitOption: true, creditLimit: true, buyer: { select: { name: true } } },
    orderBy: { buyer: { name: 'asc' } },
  });
  return relationships.map((r) => [String(r.buyerAccountId), asText(r.buyer.name), r.creditLimitOption === 'NONE' ? '' : german(r.creditLimit)]);
}
