import { withApi } from '@/lib/api/with-api';
import { resendWelcome } from '@/lib/operator/resend-welcome';
import { ZOperatorUserParams } from '@/lib/operator/schemas';

export const POST = withApi({
  auth: { accountTypes: ['OPERATOR'] },
  params: ZOperatorUserParams,
  handler: ({ user, params, ip }) => resendWelcome(user, params.id, ip),
});
