import { withApi } from '@/lib/api/with-api';
import { ZTriggerContractId, ZTriggerContractUpdate } from '@/lib/triggers/schemas';
import { updateTriggerContract } from '@/lib/triggers/write-contract';

/** The seller changes a contract it wrote, naming the version it started from. */
export const PUT = withApi({
  auth: { route: 'contracts', accountTypes: ['SELLER'] },
  params: ZTriggerContractId,
  body: ZTriggerContractUpdate,
  handler: ({ user, params, body }) => updateTriggerContract(user, params.id, body),
});
