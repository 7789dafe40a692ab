import { withApi } from '@/lib/api/with-api';
import { deleteOperatorAccount } from '@/lib/operator/delete-operator-account';
import { getOperatorAccount } from '@/lib/operator/get-operator-account';
import { ZOperatorAccountParams, ZUpdateOperatorAccount } from '@/lib/operator/schemas';
import { updateOperatorAccount } from '@/lib/operator/update-operator-account';

export const GET = withApi({
  auth: { accountTypes: ['OPERATOR'] },
  params: ZOperatorAccountParams,
  handler: ({ user, params }) => getOperatorAccount(user, params.id),
});

export const PUT = withApi({
  auth: { accountTypes: ['OPERATOR'] },
  params: ZOperatorAccountParams,
  body: ZUpdateOperatorAccount,
  handler: ({ user, params, body, ip }) => updateOperatorAccount(user, params.id, body, ip),
});

export const DELETE = withApi({
  auth: { accountTypes: ['OPERATOR'] },
  params: ZOperatorAccountParams,
  handler: ({ user, params, ip }) => deleteOperatorAccount(user, params.id, ip),
});
