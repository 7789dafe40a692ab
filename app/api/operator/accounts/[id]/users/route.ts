import { NextResponse } from 'next/server';
import { withApi } from '@/lib/api/with-api';
import { createOperatorUser } from '@/lib/operator/create-operator-user';
import { listOperatorAccountUsers } from '@/lib/operator/list-operator-account-users';
import { ZCreateOperatorUser, ZOperatorAccountParams } from '@/lib/operator/schemas';

export const GET = withApi({
  auth: { accountTypes: ['OPERATOR'] },
  params: ZOperatorAccountParams,
  handler: ({ user, params }) => listOperatorAccountUsers(user, params.id),
});

export const POST = withApi({
  auth: { accountTypes: ['OPERATOR'] },
  params: ZOperatorAccountParams,
  body: ZCreateOperatorUser,
  handler: async ({ user, params, body, ip }) => NextResponse.json(await createOperatorUser(user, params.id, body, ip), { status: 201 }),
});
