import { withApi } from '@/lib/api/with-api';
import { decideTrigger } from '@/lib/triggers/decide-trigger';
import { ZTriggerOrderId } from '@/lib/triggers/schemas';

/** The seller cancels a pending trigger order of its contracts. */
export const POST = withApi({
  auth: { route: 'contracts', accountTypes: ['SELLER'] },
  params: ZTriggerOrderId,
  handler: ({ user, params }) => decideTrigger(user, params.id, 'CANCELLED'),
});
