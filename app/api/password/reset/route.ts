import { withApi } from '@/lib/api/with-api';
import { requestPasswordReset } from '@/lib/auth/request-password-reset';
import { ZPasswordResetRequest } from '@/lib/auth/schemas';

export const POST = withApi({
  auth: 'public',
  body: ZPasswordResetRequest,
  handler: ({ body, ip }) => requestPasswordReset(body.email, ip),
});
