import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { loadSessionUser } from './load-session-user';

/** The signed-in user of the page being rendered, checked against the database once per render. */
export const getPageUser = cache(async () => loadSessionUser({ cookies: await cookies(), headers: await headers() }));
