/** Routes whose last path segment is a secret (a reset or e-mail change link's key). */
const SECRET_LAST_SEGMENT = [/^\/api\/password\/reset\/[^/]+$/, /^\/api\/email\/confirm\/[^/]+$/];

/** The path as logs show it: a secret segment is masked, so no log line can reset a password or confirm an address. */
export function loggedPath(path: string): string {
  return SECRET_LAST_SEGMENT.some((route) => route.test(path)) ? path.replace(/[^/]+$/, '[key]') : path;
}
