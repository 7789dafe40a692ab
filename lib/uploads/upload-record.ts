import type { Upload } from '@/lib/generated/prisma/client';
import type { UploadRow } from './domain/upload-row';
import { UPLOAD_KINDS, type UploadKindSegment } from './schemas';

export const kindSegment = (kind: Upload['kind']) => (Object.keys(UPLOAD_KINDS) as UploadKindSegment[]).find((segment) => UPLOAD_KINDS[segment] === kind)!;

/** A history entry (trading-domain 3): file name, size, applied at, user, created/updated/deleted counts. */
export function uploadDto(row: Upload) {
  return {
    id: row.id,
    kind: kindSegment(row.kind),
    fileName: row.fileName,
    size: row.size,
    userName: row.userName,
    createdAt: row.createdAt.toISOString(),
    appliedAt: row.appliedAt?.toISOString() ?? null,
    created: row.created,
    updated: row.updated,
    deleted: row.deleted,
    errorCount: row.errorCount,
  };
}
export type UploadDto = ReturnType<typeof uploadDto>;

/** The rows as stored with the upload; written by the preview only. */
export const storedRows = <V>(row: Upload) => row.rows as unknown as UploadRow<V>[];
