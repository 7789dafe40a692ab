/** Signs in through next-auth's credentials endpoint like the browser; returns the Cookie header. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
  };
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const csrf = await fetch(new URL('/api/auth/csrf', baseUrl));
  keep(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const login = await fetch(new URL('/api/auth/callback/credentials', baseUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: header() },
    body: new URLSearchParams({ csrfToken, email, password, json: 'true' }),
  });
  keep(login);
  if (![...jar.keys()].some((name) => name.endsWith('next-auth.session-token'))) {
    throw new Error(`login as ${email} failed (${login.status} ${login.headers.get('location') ?? ''})`);
  }
  return header();
}

/** Signs in every address, two at a time: the server hashes at most two passwords at once and turns a crowd of logins away. */
export async function signInAll(baseUrl: string, emails: string[], password: string): Promise<string[]> {
  const cookies: string[] = new Array(emails.length);
  let next = 0;
  await Promise.all(
    [0, 1].map(async () => {
      while (next < emails.length) {
        const i = next++;
        cookies[i] = await signIn(baseUrl, emails[i], password);
      }
    }),
  );
  return cookies;
}
