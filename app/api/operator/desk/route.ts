import { withApi } from '@/lib/api/with-api';
import { getOperatorDesk } from '@/lib/operator/get-operator-desk';

export const GET = withApi({
  auth: { accountTypes: ['OPERATOR'] },
  handler: ({ user }) => getOperatorDesk(user),
});
