import { z } from 'zod';

/** The two kinds of seller upload (trading-domain 6), as their path segment. */
export const UPLOAD_KINDS = { offers: 'OFFERS', 'credit-limits': 'CREDIT_LIMITS' } as const;
export type UploadKindSegment = keyof typeof UPLOAD_KINDS;

const ZKind = z.enum(['offers', 'credit-limits'], { error: 'upload_kind_unknown' });

/**
 * `/api/uploads/{ref}/…` is one folder (Next allows one dynamic name per level): preview reads
 * the segment as the kind, apply as the upload's id.
 */
const fromRef = (name: string) => (raw: unknown) => ({ [name]: (raw as { ref?: unknown } | null)?.ref });

export const ZUploadKindDoc = z.object({ kind: ZKind });
export const ZUploadKindParams = z.preprocess(fromRef('kind'), ZUploadKindDoc);
export const ZUploadIdDoc = z.object({ uploadId: z.uuid({ error: 'upload_not_found' }) });
export const ZUploadIdParams = z.preprocess(fromRef('uploadId'), ZUploadIdDoc);

/** The multipart form of a preview, for the API description: one CSV file in the field `file`. */
export const ZUploadForm = z.object({ file: z.string().meta({ format: 'binary', description: 'CSV, at most 1 MB and 5,000 rows' }) });
