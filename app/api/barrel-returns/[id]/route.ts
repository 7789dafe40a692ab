import { withApi } from '@/lib/api/with-api';
import { collectBarrelReturn } from '@/lib/barrel-returns/barrel-returns';
import { ZBarrelReturnId, ZBarrelReturnUpdate } from '@/lib/barrel-returns/schemas';

/** The seller marks the empty containers collected. */
export const PUT = withApi({
  auth: { accountTypes: ['SELLER'] },
  params: ZBarrelReturnId,
  body: ZBarrelReturnUpdate,
  handler: ({ user, params }) => collectBarrelReturn(user, params.id),
});
