import Decimal from 'decimal.js';
import { AppError } from '@/lib/api/errors';
import { audit } from '@/lib/audit/audit';
import type { SessionUser } from '@/lib/auth/session-user';
import { lockOffers } from '@/lib/basket/lock-order';
import { db, type Tx } from '@/lib/db';
import { sqlOf } from '@/lib/db-transaction';
import type { Upload } from '@/lib/generated/prisma/client';
import { changesTerms, offerData } from '@/lib/offers/offer-record';
import type { OfferInput } from '@/lib/offers/schemas';
import { lockCreditLimits, writeCreditLimits } from '@/lib/relationships/set-credit-limits';
import { checkUploadKind } from './check-upload-kind';
import type { CreditLimitValues } from './domain/credit-limit-rows';
import { OFFER_HEADINGS } from './domain/offer-template';
import { countActions, type RowError } from './domain/upload-row';
import { uploadRefused } from './upload-refused';
import { storedRows, uploadDto } from './upload-record';

/** 5,000 offers written one update each can take longer than the Prisma client's default of 10 s. */
const APPLY_TIMEOUT_MS = 60_000;

/**
 * POST /api/uploads/{uploadId}/apply (design 11): writes every row of the caller's own previewed
 * upload in one transaction, or none. The upload row is locked first (a second apply waits, then
 * finds it applied), then what the rows change, in the order checkout locks it. Under those locks
 * each row is checked again: an offer edited, sold below its new total or removed since the
 * preview, or a buyer's relationship edited since, refuses the whole upload with the lines
 * concerned. Unchanged rows are left alone.
 */
export async function applyUpload(user: SessionUser, uploadId: string, ip: string) {
  const applied = await db.$transaction(
    async (tx) => {
      const [locked] = await sqlOf(tx)<{ id: string }>`SELECT "id" FROM "Upload" WHERE "id" = ${uploadId} AND "sellerAccountId" = ${user.accountId} FOR UPDATE`;
      if (!locked) throw new AppError('not_found', 'upload_not_found');
      const upload = await tx.upload.findUniqueOrThrow({ where: { id: uploadId } });
      checkUploadKind(user, upload.kind);
      if (upload.appliedAt) throw new AppError('conflict', 'upload_already_applied');
      if (upload.errorCount > 0) throw uploadRefused('trading', upload.fileName, errorsOf(upload));
      const before = upload.kind === 'OFFERS' ? await applyOffers(tx, upload) : await applyCreditLimits(tx, upload);
      const { created, updated, deleted } = countActions(storedRows(upload));
      const counts = { created, updated, deleted };
      await audit(
        'upload_applied',
        { userId: user.userId, accountId: user.accountId, ip },
        { uploadId, kind: upload.kind, fileName: upload.fileName, ...counts, before },
        tx,
      );
      return tx.upload.update({ where: { id: uploadId }, data: { appliedAt: new Date(), ...counts } });
    },
    { timeout: APPLY_TIMEOUT_MS },
  );
  return { upload: uploadDto(applied) };
}

function errorsOf(upload: Upload) {
  return storedRows(upload).flatMap((row) => row.errors.map((error) => ({ line: row.line, ...error })));
}

async function applyOffers(tx: Tx, upload: Upload) {
  const rows = storedRows<OfferInput>(upload);
  const changed = rows.filter((row) => row.key !== null && row.action !== 'unchanged');
  // Step 4 of lib/basket/lock-order: a checkout on one of these offers waits, or we wait for it.
  const ids = changed.map((row) => row.key!);
  const lockedIds = (await lockOffers(sqlOf(tx), ids)).map((offer) => offer.id);
  const current = new Map((await tx.offer.findMany({ where: { id: { in: lockedIds } } })).map((offer) => [offer.id, offer]));
  const errors: (RowError & { line: number })[] = [];
  for (const row of changed) {
    const offer = current.get(row.key!);
    if (!offer || offer.sellerAccountId !== upload.sellerAccountId || offer.status === 'REMOVED' || offer.unitLitres !== null)
      errors.push({ line: row.line, field: OFFER_HEADINGS.offerId, key: 'offer_not_found' });
    else if (offer.version !== row.version) errors.push({ line: row.line, field: OFFER_HEADINGS.offerId, key: 'offer_edited_elsewhere' });
    else if (row.values && new Decimal(row.values.totalVolume).lt(offer.totalVolume.minus(offer.remainingVolume).toString())) {
      errors.push({
        line: row.line,
        field: OFFER_HEADINGS.totalVolume,
        key: 'volume_below_sold',
        data: { sold: offer.totalVolume.minus(offer.remainingVolume).toString() },
      });
    }
  }
  if (errors.length) throw uploadRefused('conflict', upload.fileName, errors);
  const removed = rows.filter((row) => row.action === 'delete').map((row) => row.key!);
  if (removed.length) await tx.offer.updateMany({ where: { id: { in: removed } }, data: { status: 'REMOVED' } });
  const created = rows.filter((row) => row.action === 'create').map((row) => row.values!);
  if (created.length) {
    await tx.offer.createMany({
      data: created.map((values) => ({ ...offerData(values), sellerAccountId: upload.sellerAccountId, remainingVolume: values.totalVolume })),
    });
  }
  for (const row of rows.filter((r) => r.action === 'update')) {
    const offer = current.get(row.key!)!;
    const data = offerData(row.values!);
    const sold = offer.totalVolume.minus(offer.remainingVolume);
    await tx.offer.update({
      where: { id: offer.id },
      data: {
        ...data,
        remainingVolume: new Decimal(data.totalVolume).minus(sold.toString()).toString(),
        version: { increment: 1 },
        ...(changesTerms(offer, data) && { termsVersion: { increment: 1 } }),
      },
    });
  }
  // The audit log keeps the offers as they were; the upload's rows are what they became.
  return changed
    .map((row) => current.get(row.key!)!)
    .map((o) => ({ id: o.id, status: o.status, version: o.version, totalVolume: o.totalVolume.toString(), remainingVolume: o.remainingVolume.toString() }));
}

/**
 * Every row of the file is checked against the relationship as the preview read it, the rows it
 * left unchanged too: a limit set by hand or by API since then would otherwise be overwritten,
 * or kept while the history says the file was applied.
 */
async function applyCreditLimits(tx: Tx, upload: Upload) {
  const rows = storedRows<CreditLimitValues>(upload);
  const locked = new Map(
    (
      await lockCreditLimits(
        tx,
        upload.sellerAccountId,
        rows.map((row) => row.key!),
      )
    ).map((r) => [r.buyerAccountId, r]),
  );
  const stale = rows.filter((row) => locked.get(row.key!)?.version !== row.version);
  if (stale.length) {
    throw uploadRefused(
      'conflict',
      upload.fileName,
      stale.map((row) => ({ line: row.line, field: 'buyerAccountId', key: 'credit_limit_edited_elsewhere' })),
    );
  }
  const changed = rows.filter((row) => row.action !== 'unchanged');
  if (changed.length === 0) return [];
  // Every changed row's relationship is locked above, at the version the preview read.
  await writeCreditLimits(
    tx,
    upload.sellerAccountId,
    changed.map((row) => ({ buyerAccountId: row.key!, creditLimit: row.values!.creditLimit })),
    'CSV',
  );
  // The audit log keeps them as they were, by buyer as the lock read them.
  return changed.map((row) => locked.get(row.key!)!).sort((a, b) => a.buyerAccountId - b.buyerAccountId);
}
