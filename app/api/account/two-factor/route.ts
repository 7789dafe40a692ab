import { withApi } from '@/lib/api/with-api';
import { ZTwoFactorRequirement } from '@/lib/auth/schemas';
import { setTwoFactorRequired } from '@/lib/auth/two-factor';

/** A company admin requires two-factor login of every user of the company. */
export const PUT = withApi({
  auth: { admin: true },
  body: ZTwoFactorRequirement,
  handler: ({ user, body, ip }) => setTwoFactorRequired(user, body.required, ip),
});
