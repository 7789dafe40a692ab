import { withApi } from '@/lib/api/with-api';
import { getUserProfile } from '@/lib/users/get-user-profile';
import { removeTeamUser } from '@/lib/users/remove-team-user';
import { ZUpdateUser, ZUserIdParams } from '@/lib/users/schemas';
import { updateUser } from '@/lib/users/update-user';

/** The profile form's data: the caller (-1) or, for an admin, a member of the same account. */
export const GET = withApi({
  auth: 'user',
  params: ZUserIdParams,
  handler: ({ user, params }) => getUserProfile(user, params.id),
});

/** A company admin removes a member of its team (not itself). */
export const DELETE = withApi({
  auth: 'user',
  params: ZUserIdParams,
  handler: ({ user, params, ip }) => removeTeamUser(user, params.id, ip),
});

export const PUT = withApi({
  auth: 'user',
  params: ZUserIdParams,
  body: ZUpdateUser,
  handler: ({ user, params, body, ip }) => updateUser(user, params.id, body, ip),
});
