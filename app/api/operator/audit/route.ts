import { withApi } from '@/lib/api/with-api';
import { listOperatorAudit } from '@/lib/operator/list-operator-audit';
import { ZOperatorAuditQuery } from '@/lib/operator/schemas';

export const GET = withApi({
  auth: { accountTypes: ['OPERATOR'] },
  query: ZOperatorAuditQuery,
  handler: ({ user, query }) => listOperatorAudit(user, query),
});
