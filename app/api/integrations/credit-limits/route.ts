import { withApi } from '@/lib/api/with-api';
import { setCreditLimitsByApi } from '@/lib/integrations/set-credit-limits-by-api';
import { ZCreditLimitsByApi } from '@/lib/integrations/schemas';

/** Called by the seller's own systems with a bearer token, never with a session cookie. */
export const PUT = withApi({
  auth: 'none',
  body: ZCreditLimitsByApi,
  handler: ({ req, body, ip }) => setCreditLimitsByApi(req.headers.get('authorization'), body, ip),
});
