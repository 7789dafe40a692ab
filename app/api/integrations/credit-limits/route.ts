import { parseBody, withApi } from '@/lib/api/with-api';
import { setCreditLimitsByApi } from '@/lib/integrations/set-credit-limits-by-api';
import { ZCreditLimitsByApi } from '@/lib/integrations/schemas';

/** Called by the seller's own systems with a bearer token, never with a session cookie; the token is checked before the body. */
export const PUT = withApi({
  auth: 'none',
  handler: ({ req, ip }) => setCreditLimitsByApi(req.headers.get('authorization'), () => parseBody(req, ZCreditLimitsByApi), ip),
});
