import { ROLES } from '@/lib/access/routes';
import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';

/**
 * Offers are anyone's of the seller company who manages offers; credit limits only of those who
 * may set them by hand: admins and MyRelationships_View (lib/relationships), so a file is no way
 * around that role.
 */
export function checkUploadKind(user: SessionUser, kind: 'offers' | 'credit-limits' | 'OFFERS' | 'CREDIT_LIMITS') {
  const creditLimits = kind === 'credit-limits' || kind === 'CREDIT_LIMITS';
  if (creditLimits && !user.isAdmin && !user.roles.includes(ROLES.relationships)) throw new AppError('forbidden');
}
