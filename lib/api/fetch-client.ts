'use client';

import { readSession } from '@/lib/client/session-store';
import type { Problem } from './errors';

/** A failed call: the HTTP status and the server's problem body (message key, field errors, data). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Partial<Problem>,
  ) {
    super(problem.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

interface Init {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * A creating call whose route reads an Idempotency-Key (offers, rules, locations, alerts, team
   * users, baskets): true sends a new key, a string sends that one (useAttemptKey's, kept for the
   * user's next try of the same action).
   */
  idempotent?: boolean | string;
}

let onUnauthorized: (() => void) | null = null;

/** Who handles a 401 (the signed-in pages log out); returns the way to stop. */
export function whenUnauthorized(handler: () => void): () => void {
  onUnauthorized = handler;
  return () => {
    if (onUnauthorized === handler) onUnauthorized = null;
  };
}

/** The server said otherwise than by a 401 that the browser's session ended (the market stream's `ended`): handled as a 401. */
export function sessionEnded() {
  onUnauthorized?.();
}

/** The query string of `params`, without those undefined or empty. */
export function queryString(params: object): string {
  const given: [string, string | number | undefined][] = Object.entries(params);
  return new URLSearchParams(given.flatMap(([name, value]) => (value === undefined || value === '' ? [] : [[name, String(value)]]))).toString();
}

/** The one fetch of the browser: JSON in and out, X-Account-Type from session storage, typed errors. */
export async function apiFetch<T>(path: string, init: Init = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const accountType = readSession()?.accountType;
  if (accountType) headers['x-account-type'] = accountType;
  // A form (a file upload) sets its own multipart content type with the boundary.
  if (init.body !== undefined && !(init.body instanceof FormData)) headers['content-type'] = 'application/json';
  // One key per user action (this call): should the answer be lost on the way, the one automatic
  // retry sends the same key and the server replays its first answer instead of creating twice
  // (lib/api/idempotency.ts).
  if (init.idempotent) headers['idempotency-key'] = typeof init.idempotent === 'string' ? init.idempotent : crypto.randomUUID();
  const send = () =>
    fetch(path, {
      method: init.method ?? 'GET',
      headers,
      body: init.body instanceof FormData ? init.body : init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
      credentials: 'same-origin',
    });
  let res: Response;
  try {
    res = await send();
  } catch (error) {
    if (!init.idempotent || init.signal?.aborted) throw error;
    res = await send();
  }
  const text = await res.text();
  const data = text ? safeJson(text) : undefined;
  if (!res.ok) {
    // platform-shell 8: statuses other than 401 are only logged; the caller decides what to show.
    if (res.status !== 401) console.error(`${init.method ?? 'GET'} ${path} failed with ${res.status}`, data);
    else onUnauthorized?.();
    throw new ApiError(res.status, (data as Partial<Problem>) ?? {});
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}
