const BASE = 'http://callback.invalid';

/**
 * Where the login sends the user afterwards: only a path of this site. Browsers drop tabs and
 * newlines from addresses and read a backslash as a slash, so "/\t/evil.example" would become
 * "//evil.example", another site: such characters refuse the value, and what remains must resolve
 * to this origin. The login and logout pages themselves are no destination.
 */
export function safeCallbackUrl(value: string | string[] | null | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || /[\u0000-\u0020\u007f\\]/.test(raw)) return '/';
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE || /^\/(login|logout)(\/|$)/.test(url.pathname)) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
