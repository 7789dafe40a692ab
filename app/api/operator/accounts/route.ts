import { NextResponse } from 'next/server';
import { withApi } from '@/lib/api/with-api';
import { createOperatorAccount } from '@/lib/operator/create-operator-account';
import { listOperatorAccounts } from '@/lib/operator/list-operator-accounts';
import { ZCreateOperatorAccount, ZOperatorAccountsQuery } from '@/lib/operator/schemas';

export const GET = withApi({
  auth: { accountTypes: ['OPERATOR'] },
  query: ZOperatorAccountsQuery,
  handler: ({ user, query }) => listOperatorAccounts(user, query),
});

export const POST = withApi({
  auth: { accountTypes: ['OPERATOR'] },
  body: ZCreateOperatorAccount,
  idempotent: true,
  handler: async ({ user, body, ip, db }) => NextResponse.json(await createOperatorAccount(user, body, ip, db), { status: 201 }),
});
