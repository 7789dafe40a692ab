import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { brand } from '@/lib/env';
import type { Prisma } from '@/lib/generated/prisma/client';
import { checkUploadKind } from './check-upload-kind';
import { creditLimitRows, CREDIT_LIMIT_COLUMNS } from './domain/credit-limit-rows';
import { offerRows, type CurrentOffer } from './domain/offer-rows';
import { OFFER_COLUMNS } from './domain/offer-template';
import { readCsv } from './domain/read-csv';
import { loadOfferNames } from './load-offer-names';
import { countActions, type UploadRow } from './domain/upload-row';
import { uploadRefused } from './upload-refused';
import { uploadDto } from './upload-record';
import { UPLOAD_KINDS, type UploadKindSegment } from './schemas';

/**
 * POST /api/uploads/{kind}/preview (design 11): reads the file, checks every row against the
 * seller's current offers or buyers, and stores the result for apply. A file that cannot be read
 * as the template (not CSV, wrong header, no rows, over 5,000 rows) is refused as a whole; row
 * errors are part of the preview, and an upload with any of them cannot be applied.
 */
export async function previewUpload(user: SessionUser, kind: UploadKindSegment, file: { fileName: string; bytes: Uint8Array }) {
  checkUploadKind(user, kind);
  const columns = kind === 'offers' ? OFFER_COLUMNS : CREDIT_LIMIT_COLUMNS;
  const read = readCsv(file.bytes, columns);
  if (!read.ok) throw uploadRefused('validation', file.fileName, read.errors);
  const rows: UploadRow<unknown>[] =
    kind === 'offers' ? offerRows(read.records, ...(await offerState(user))) : creditLimitRows(read.records, await creditLimitState(user));
  const errorCount = rows.reduce((sum, row) => sum + row.errors.length, 0);
  const upload = await db.upload.create({
    data: {
      sellerAccountId: user.accountId,
      userId: user.userId,
      userName: `${user.firstName} ${user.lastName}`,
      kind: UPLOAD_KINDS[kind],
      fileName: file.fileName,
      size: file.bytes.byteLength,
      rows: rows as unknown as Prisma.InputJsonValue,
      errorCount,
    },
  });
  return { upload: uploadDto(upload), counts: countActions(rows), rows };
}

async function offerState(user: SessionUser) {
  const [offers, names] = await Promise.all([
    // Additive offers are sold by the container and kept on their own list, not by this file.
    db.offer.findMany({ where: { sellerAccountId: user.accountId, status: { not: 'REMOVED' }, unitLitres: null } }),
    loadOfferNames(user.platformId),
  ]);
  const current = new Map<number, CurrentOffer>(
    offers.map((o) => [
      o.id,
      {
        id: o.id,
        version: o.version,
        sold: o.totalVolume.minus(o.remainingVolume).toString(),
        kept: {
          fxPremium: o.fxPremium?.toString(),
          minimumPrice: o.minimumPrice?.toString(),
          maxPriceDrop: o.maxPriceDrop?.toString(),
          anonymous: o.anonymous,
        },
        stored: o,
      },
    ]),
  );
  return [current, names, brand().timeZone] as const;
}

async function creditLimitState(user: SessionUser) {
  const relationships = await db.relationship.findMany({
    where: { sellerAccountId: user.accountId },
    select: { buyerAccountId: true, creditLimitOption: true, creditLimit: true, creditLimitSource: true, version: true },
  });
  return new Map(relationships.map((r) => [r.buyerAccountId, { ...r, creditLimit: r.creditLimit?.toString() ?? null }]));
}
