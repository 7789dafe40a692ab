'use client';

import { useRef } from 'react';
import { ApiError } from './fetch-client';

/**
 * The Idempotency-Key of one user action, kept while the user tries the same action again. After a
 * lost answer (no ApiError: the server may have done it) the next try with the same body sends the
 * same key, and the server replays its first answer instead of acting twice or refusing a request
 * that went through. Any answer, success or refusal, ends the attempt; another body starts a new one.
 */
export function useAttemptKey() {
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return {
    keyFor(body: unknown) {
      const json = JSON.stringify(body);
      if (attempt.current?.body !== json) attempt.current = { body: json, key: crypto.randomUUID() };
      return attempt.current.key;
    },
    settle(error: unknown) {
      if (!error || error instanceof ApiError) attempt.current = null;
    },
  };
}
