import { withApi } from '@/lib/api/with-api';
import { deleteOperatorUser } from '@/lib/operator/delete-operator-user';
import { ZOperatorUserParams, ZUpdateOperatorUser } from '@/lib/operator/schemas';
import { updateOperatorUser } from '@/lib/operator/update-operator-user';

export const PUT = withApi({
  auth: { accountTypes: ['OPERATOR'] },
  params: ZOperatorUserParams,
  body: ZUpdateOperatorUser,
  handler: ({ user, params, body, ip }) => updateOperatorUser(user, params.id, body, ip),
});

export const DELETE = withApi({
  auth: { accountTypes: ['OPERATOR'] },
  params: ZOperatorUserParams,
  handler: ({ user, params, ip }) => deleteOperatorUser(user, params.id, ip),
});
