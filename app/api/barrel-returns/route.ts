import { withApi } from '@/lib/api/with-api';
import { listBarrelReturns, requestBarrelReturn } from '@/lib/barrel-returns/barrel-returns';
import { ZBarrelReturn } from '@/lib/barrel-returns/schemas';

/** The buyer's last requests to collect empty containers, or the seller's open ones. */
export const GET = withApi({
  auth: { accountTypes: ['BUYER', 'SELLER'] },
  handler: ({ user }) => listBarrelReturns(user),
});

/** A buyer asks a seller to collect empty containers. */
export const POST = withApi({
  auth: { accountTypes: ['BUYER'] },
  body: ZBarrelReturn,
  idempotent: true,
  handler: ({ user, body, db }) => requestBarrelReturn(user, body, db),
});
