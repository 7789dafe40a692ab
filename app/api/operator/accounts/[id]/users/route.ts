import { withApi } from '@/lib/api/with-api';
import { listOperatorAccountUsers } from '@/lib/operator/list-operator-account-users';
import { ZOperatorAccountParams } from '@/lib/operator/schemas';

export const GET = withApi({
  auth: { accountTypes: ['OPERATOR'] },
  params: ZOperatorAccountParams,
  handler: ({ user, params }) => listOperatorAccountUsers(user, params.id),
});
