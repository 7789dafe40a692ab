import type { ProblemKey } from '@/lib/i18n/keys';

/** The one error type of the server; `code` picks the HTTP status, `messageKey` the translated text. */
export type ErrorCode =
  'validation' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'trading' | 'too_large' | 'rate_limited' | 'unavailable' | 'internal';

export const STATUS: Record<ErrorCode, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  trading: 422,
  too_large: 413,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: ProblemKey | ErrorCode = code,
    readonly data?: Record<string, unknown>,
    /** Field path -> message key, for 400s. */
    readonly fields?: Record<string, string>,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

/** The body of every error answer. */
export interface Problem {
  code: ErrorCode;
  message: ProblemKey | ErrorCode;
  data?: Record<string, unknown>;
  fields?: Record<string, string>;
  requestId: string;
}
