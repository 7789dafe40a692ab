/** Routes whose last path segment is a secret (a reset link's key), as the log may show them. */
const SECRET_LAST_SEGMENT = [/^\/api\/password\/reset\/[^/]+$/];

/** The path as logs show it: a secret segment is masked, so no log line can reset a password. */
export function loggedPath(path: string): string {
  return SECRET_LAST_SEGMENT.some((route) => route.test(path)) ? path.replace(/[^/]+$/, '[key]') : path;
}
