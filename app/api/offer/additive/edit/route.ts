import { withApi } from '@/lib/api/with-api';
import { setAdditiveStatus } from '@/lib/additives/set-additive-status';
import { ZAdditiveStatus } from '@/lib/additives/schemas';

/** platform-shell 7: pause, activate or delete (REMOVED) one of the caller's additive offers. */
export const PUT = withApi({
  auth: { accountTypes: ['SELLER'] },
  body: ZAdditiveStatus,
  handler: ({ user, body }) => setAdditiveStatus(user, body.offerId, body.status_type_id),
});
