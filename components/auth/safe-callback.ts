/**
 * The page to go to after login: only a same-site relative path is followed, so a crafted link
 * (`//evil.example`, `https://…`, `/\evil`) cannot send a freshly signed-in user elsewhere.
 */
export function safeCallbackUrl(value: string | string[] | null | undefined): string {
  const url = Array.isArray(value) ? value[0] : value;
  if (!url || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return '/';
  if (/^\/(login|logout)(\/|\?|$)/.test(url)) return '/';
  return url;
}
