import { db } from '@/lib/db';
import type { Viewer } from '@/lib/access/routes';
import { TERMS_VERSION } from './terms';

/**
 * What the request guard needs to redirect pages, carried in the JWT. Only for redirects:
 * route handlers always load the user afresh.
 */
export async function viewerClaims(userId: number): Promise<Viewer> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      roles: true,
      features: true,
      account: { select: { type: true, features: true } },
      termsAcceptances: { where: { version: TERMS_VERSION }, select: { id: true } },
    },
  });
  return {
    accountType: user.account.type,
    roles: user.roles,
    features: [...new Set([...user.account.features, ...user.features])],
    gtcAccepted: user.termsAcceptances.length > 0,
  };
}
