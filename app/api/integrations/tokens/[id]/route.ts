import { withApi } from '@/lib/api/with-api';
import { revokeApiToken } from '@/lib/integrations/revoke-api-token';
import { ZApiTokenParams } from '@/lib/integrations/schemas';

export const DELETE = withApi({
  auth: { accountTypes: ['SELLER'], admin: true },
  params: ZApiTokenParams,
  handler: ({ user, params, ip }) => revokeApiToken(user, params.id, ip),
});
