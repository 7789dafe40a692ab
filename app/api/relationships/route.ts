import { NextResponse } from 'next/server';
import { withApi } from '@/lib/api/with-api';
import { requestRelationship } from '@/lib/relationships/request-relationship';
import { ZRequestRelationship } from '@/lib/relationships/schemas';

export const POST = withApi({
  auth: { route: 'sellerManagement' },
  body: ZRequestRelationship,
  idempotent: true,
  handler: async ({ user, body, ip, db }) => NextResponse.json(await requestRelationship(user, body, ip, db), { status: 201 }),
});
