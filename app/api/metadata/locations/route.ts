import { NextResponse } from 'next/server';
import { withApi } from '@/lib/api/with-api';
import { createLocation } from '@/lib/locations/create-location';
import { listLocations } from '@/lib/locations/list-locations';
import { ZLocationInput } from '@/lib/locations/schemas';

/** Delivery locations belong to buyers (trading-domain 6). */
const auth = { accountTypes: ['BUYER' as const] };

export const GET = withApi({ auth, handler: ({ user }) => listLocations(user.accountId) });

export const POST = withApi({
  auth,
  body: ZLocationInput,
  idempotent: true,
  handler: async ({ user, body, db }) => NextResponse.json(await createLocation(user.accountId, body, db), { status: 201 }),
});
