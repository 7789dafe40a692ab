import { withApi } from '@/lib/api/with-api';
import { createApiToken } from '@/lib/integrations/create-api-token';
import { listApiTokens } from '@/lib/integrations/list-api-tokens';
import { ZCreateApiToken } from '@/lib/integrations/schemas';

export const GET = withApi({
  auth: { accountTypes: ['SELLER'], admin: true },
  handler: ({ user }) => listApiTokens(user),
});

export const POST = withApi({
  auth: { accountTypes: ['SELLER'], admin: true },
  body: ZCreateApiToken,
  handler: ({ user, body, ip }) => createApiToken(user, body, ip),
});
