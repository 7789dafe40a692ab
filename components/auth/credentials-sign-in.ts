'use client';

/**
 * next-auth's credentials sign-in as its browser client does it (POST to the callback with the
 * CSRF token, `json=true`; the answer's `url` carries `error`), without the client's round trips
 * after the click: its providers and CSRF requests and its module cost about 150 ms of a 900 ms
 * login (npm run bench, login). The token is fetched when the form shows.
 */
export function fetchCsrfToken(): Promise<string> {
  return fetch('/api/auth/csrf', { credentials: 'same-origin' })
    .then((res) => res.json() as Promise<{ csrfToken?: string }>)
    .then(({ csrfToken }) => {
      if (!csrfToken) throw new Error('no CSRF token');
      return csrfToken;
    });
}

export type SignInOutcome = { ok: true } | { ok: false; error: string; until?: string } | { ok: false; staleToken: true };

/** What the callback's answer means: signed in, refused with an error key (a lock with its end), or a CSRF token that no longer fits its cookie. */
export function signInOutcome(status: number, body: unknown): SignInOutcome {
  const url = typeof body === 'object' && body !== null && 'url' in body && typeof body.url === 'string' ? new URL(body.url, 'http://localhost') : null;
  const error = url?.searchParams.get('error');
  const until = url?.searchParams.get('until');
  if (error) return until ? { ok: false, error, until } : { ok: false, error };
  if (url?.searchParams.get('csrf') === 'true') return { ok: false, staleToken: true };
  return status >= 200 && status < 300 && url ? { ok: true } : { ok: false, error: 'technical_error' };
}

export async function signInWithCredentials(csrfToken: string, fields: Record<string, string>): Promise<SignInOutcome> {
  const res = await fetch('/api/auth/callback/credentials', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, csrfToken, callbackUrl: window.location.href, json: 'true' }),
  });
  return signInOutcome(res.status, await res.json().catch(() => null));
}
