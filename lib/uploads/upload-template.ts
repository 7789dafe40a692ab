import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { brand } from '@/lib/env';
import { checkUploadKind } from './check-upload-kind';
import { CREDIT_LIMIT_COLUMNS } from './domain/credit-limit-rows';
import { OFFER_COLUMNS, OFFER_FIELDS, offerLegend, offerTemplateRow } from './domain/offer-template';
import { loadOfferNames } from './load-offer-names';
import type { UploadKindSegment } from './schemas';

/**
 * GET /api/uploads/templates/{kind}: the file German Excel opens as it saves it back (`;`, decimal
 * comma, DD.MM.YYYY HH:MM in the brand's zone; UTF-8 with a byte-order mark so umlauts survive),
 * filled with the seller's current offers or buyers: uploaded again unchanged it changes nothing;
 * changed, it updates them. The offers come with German headings, names instead of ids and a
 * legend below them.
 */
export async function uploadTemplate(user: SessionUser, kind: UploadKindSegment) {
  checkUploadKind(user, kind);
  const lines = kind === 'offers' ? await offerLines(user) : [CREDIT_LIMIT_COLUMNS.map(quote).join(';'), ...(await creditLimitLines(user))];
  const body = '\uFEFF' + lines.join('\r\n') + '\r\n';
  return new Response(body, {
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${kind}-template.csv"` },
  });
}

const quote = (cell: string) => (/[;"\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
/** A company name Excel would run as a formula (=, +, -, @) is written as text; the column is not read back. */
const asText = (name: string) => (/^[=+\-@\t\r]/.test(name) ? `'${name}` : name);
const german = (value: { toString(): string } | null) => value?.toString().replace('.', ',') ?? '';

async function offerLines(user: SessionUser) {
  const names = await loadOfferNames(user.platformId);
  const offers = await db.offer.findMany({ where: { sellerAccountId: user.accountId, status: { not: 'REMOVED' }, unitLitres: null }, orderBy: { id: 'asc' } });
  const rows = offers.map((offer) => {
    const cells = offerTemplateRow(offer, names, brand().timeZone);
    return OFFER_FIELDS.map((column) => quote(cells[column])).join(';');
  });
  return [OFFER_COLUMNS.map(quote).join(';'), ...rows, '', ...offerLegend(names)];
}

async function creditLimitLines(user: SessionUser) {
  const relationships = await db.relationship.findMany({
    where: { sellerAccountId: user.accountId },
    select: { buyerAccountId: true, creditLimitOption: true, creditLimit: true, buyer: { select: { name: true } } },
    orderBy: { buyer: { name: 'asc' } },
  });
  return relationships.map((r) =>
    [String(r.buyerAccountId), asText(r.buyer.name), r.creditLimitOption === 'NONE' ? '' : german(r.creditLimit)].map(quote).join(';'),
  );
}
