import { AppError, type ErrorCode } from '@/lib/api/errors';
import type { RowError } from './domain/upload-row';

/**
 * trading-domain 8, CSV upload failure: the upload is aborted with the file name, its errors
 * (by line where there is one) and the hint to use the template.
 */
export function uploadRefused(code: ErrorCode, fileName: string, errors: (RowError & { line?: number })[]) {
  return new AppError(code, 'upload_refused', { fileName, errors, hint: 'upload_use_template' });
}
