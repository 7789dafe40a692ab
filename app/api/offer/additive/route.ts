import { withApi } from '@/lib/api/with-api';
import { createAdditiveOffer } from '@/lib/additives/save-additive-offer';
import { ZAdditiveOffer } from '@/lib/additives/schemas';

/** platform-shell 7: a new additive offer, or a clone (status_type_id PAUSED). */
export const POST = withApi({
  auth: { accountTypes: ['SELLER'] },
  body: ZAdditiveOffer,
  idempotent: true,
  handler: ({ user, body, db }) => createAdditiveOffer(user, body, db),
});
