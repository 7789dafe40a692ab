import { loginUrl } from '@/lib/access/login-url';
import { findRoute } from '@/lib/access/routes';
import { endBrowserSession } from './end-browser-session';

/** After a 401 on the page at `pathname`: a signed-in page ends the browser's session and goes to /login, saying the session ended. */
export async function endSessionIfSignedIn(pathname: string): Promise<void> {
  if (!findRoute(pathname).public) await endBrowserSession(loginUrl({ ended: true }));
}
