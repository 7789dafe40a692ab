/**
 * A real HTTP client for API tests against the running server (BASE_URL), with its own cookie jar,
 * logging in through next-auth's credentials endpoint like the browser does.
 */
export const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3100';
export const DEMO_PASSWORD = 'Demo-Passw0rd';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export class ApiClient {
  private cookies = new Map<string, string>();

  /** `baseUrl`: another address than the test server's (a second instance, a load balancer). */
  constructor(
    private readonly defaultHeaders: Record<string, string> = {},
    private readonly baseUrl = BASE_URL,
  ) {}

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  async request<T = any>(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; form?: Record<string, string>; multipart?: FormData } = {},
  ): Promise<ApiResponse<T>> {
    // Plain answers: gzip is a tenth of the server's work in an API test and is tested on its own
    // (market-instances.test.ts); a test that wants it sets the header.
    const headers: Record<string, string> = { 'accept-encoding': 'identity', ...this.defaultHeaders, ...options.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    let body: string | FormData | undefined;
    if (options.multipart) body = options.multipart;
    else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(cookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    // An event stream stays open (GET /api/market/stream): its status and headers are the answer.
    if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
      await res.body?.cancel();
      return { status: res.status, body: undefined as T, headers: res.headers };
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, { headers });
  }
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, { body, headers });
  }
  put<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', path, { body, headers });
  }
  delete<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', path, { headers });
  }
  /** A file as the browser's upload form sends it: multipart/form-data, field `file`. */
  upload<T = any>(path: string, fileName: string, bytes: Uint8Array | string, type = 'text/csv') {
    const form = new FormData();
    form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), fileName);
    return this.request<T>('POST', path, { multipart: form });
  }

  /**
   * Signs in through next-auth; returns the error key next-auth reports, or null on success. A
   * login the server was too busy to check (503 "try again later": another file's burst of logins
   * fills the hashing queue) is tried again after its Retry-After, as the login form's user would.
   */
  async login(email: string, password = DEMO_PASSWORD, code?: string): Promise<string | null> {
    for (let attempt = 1; ; attempt++) {
      const { error, retryAfter } = await this.loginAttempt(email, password, code);
      if (error !== 'try_again_later' || attempt === 5) return error;
      await new Promise((resolve) => setTimeout(resolve, Number(retryAfter ?? 1) * 1_000));
    }
  }

  /** A login with the whole answer: the error key (null on success), the status and Retry-After. */
  async loginAttempt(email: string, password = DEMO_PASSWORD, code?: string, headers?: Record<string, string>) {
    const csrf = await this.get<{ csrfToken: string }>('/api/auth/csrf', headers);
    const res = await this.request('POST', '/api/auth/callback/credentials', {
      form: { csrfToken: csrf.body.csrfToken, email, password, ...(code ? { code } : {}), json: 'true' },
      headers,
    });
    const location = res.headers.get('location') ?? (res.body as { url?: string })?.url ?? '';
    const error = new URL(location || 'http://x/', this.baseUrl).searchParams.get('error');
    return { error, status: res.status, retryAfter: res.headers.get('retry-after'), body: res.body };
  }
}

/** A client signed in as `email`; fails the test when the login is refused. */
export async function signedIn(email: string, password = DEMO_PASSWORD, headers: Record<string, string> = {}): Promise<ApiClient> {
  const client = new ApiClient(headers);
  const error = await client.login(email, password);
  if (error) throw new Error(`login as ${email} refused: ${error}`);
  return client;
}

/** A fresh client address per test, so per-IP rate limits of one test do not touch another. */
export function freshIp(): string {
  return `10.${rand()}.${rand()}.${rand()}`;
}
const rand = () => Math.floor(Math.random() * 250) + 1;
