import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { uploadDto } from './upload-record';

/** A long history stays a short answer; the newest entries count. */
const HISTORY_LENGTH = 100;

/** GET /api/uploads: the caller's company's applied uploads, newest first (trading-domain 3). */
export async function listUploads(user: SessionUser) {
  const rows = await db.upload.findMany({
    where: { sellerAccountId: user.accountId, appliedAt: { not: null } },
    orderBy: { appliedAt: 'desc' },
    take: HISTORY_LENGTH,
  });
  return { uploads: rows.map(uploadDto) };
}
