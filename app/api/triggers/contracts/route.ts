import { withApi } from '@/lib/api/with-api';
import { listTriggerContracts } from '@/lib/triggers/list-contracts';
import { ZTriggerContract } from '@/lib/triggers/schemas';
import { createTriggerContract } from '@/lib/triggers/write-contract';

/** A buyer's contracts with live trigger prices, or the contracts a seller wrote. */
export const GET = withApi({ auth: { route: 'contracts', accountTypes: ['BUYER', 'SELLER'] }, handler: ({ user }) => listTriggerContracts(user) });

/** A seller writes a contract for one of its buyers. */
export const POST = withApi({
  auth: { route: 'contracts', accountTypes: ['SELLER'] },
  body: ZTriggerContract,
  idempotent: true,
  handler: ({ user, body, db }) => createTriggerContract(user, body, db),
});
