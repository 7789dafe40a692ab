import { NextResponse } from 'next/server';
import { withApi } from '@/lib/api/with-api';
import { createTeamUser } from '@/lib/users/create-team-user';
import { getCurrentUser } from '@/lib/users/get-current-user';
import { ZCreateTeamUser } from '@/lib/users/schemas';

export const GET = withApi({ auth: 'user', handler: ({ user }) => getCurrentUser(user) });

/** trading-domain 6: a company admin creates team users in the admin's own account. */
export const POST = withApi({
  auth: { admin: true },
  body: ZCreateTeamUser,
  idempotent: true,
  handler: async ({ user, body, ip, db }) => NextResponse.json(await createTeamUser(user, body, ip, db), { status: 201 }),
});
