import { withApi } from '@/lib/api/with-api';
import { resetPassword } from '@/lib/auth/reset-password';
import { ZPasswordReset, ZPasswordResetParams } from '@/lib/auth/schemas';

export const POST = withApi({
  auth: 'public',
  params: ZPasswordResetParams,
  body: ZPasswordReset,
  handler: ({ params, body, ip }) => resetPassword(params.key, body.password, ip),
});
