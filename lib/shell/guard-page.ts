import { redirect } from 'next/navigation';
import { checkRule, findRouteByName } from '@/lib/access/routes';
import { getPageUser } from '@/lib/auth/page-user';
import { brand } from '@/lib/env';

/**
 * The route table's decision once more while rendering, so a page never shows to someone the
 * request guard should have kept away (the guard is bypassable, CVE-2025-29927). A refused
 * visit lands on the dashboard: here the previous page is no longer known.
 */
export async function guardPage(routeName: string) {
  const user = await getPageUser();
  if (!user) redirect('/login');
  if (checkRule(findRouteByName(routeName), user, brand().flags).action !== 'allow') redirect('/');
  return user;
}
