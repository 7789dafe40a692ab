import { db } from '@/lib/db';
import { audit } from '@/lib/audit/audit';
import type { SessionUser } from './session-user';
import { TERMS_VERSION } from './terms';

/**
 * POST /api/metadata/user/store/gtc-accepted: records that the user accepted the current terms.
 * Accepting twice is harmless and audited only the first time.
 */
export async function acceptTerms(user: SessionUser, ip: string): Promise<{ accepted: true }> {
  await db.$transaction(async (tx) => {
    // skipDuplicates: a second accept (double click, second tab) is no error and no second audit row.
    const created = await tx.termsAcceptance.createMany({ data: [{ userId: user.userId, version: TERMS_VERSION }], skipDuplicates: true });
    if (created.count > 0) {
      await audit('terms_accepted', { userId: user.userId, accountId: user.accountId, ip }, { version: TERMS_VERSION }, tx);
    }
  });
  return { accepted: true };
}
