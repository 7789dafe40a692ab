import { withApi } from '@/lib/api/with-api';
import { ZEmailConfirmParams } from '@/lib/users/schemas';
import { confirmEmailChange } from '@/lib/users/confirm-email-change';

/** The link of a requested e-mail change; no session needed (it may be opened on another device). */
export const POST = withApi({
  auth: 'public',
  params: ZEmailConfirmParams,
  handler: ({ params, ip }) => confirmEmailChange(params.key, ip),
});
