import { withApi } from '@/lib/api/with-api';
import { deleteLocation } from '@/lib/locations/delete-location';
import { ZLocationParams, ZLocationUpdate } from '@/lib/locations/schemas';
import { updateLocation } from '@/lib/locations/update-location';

const auth = { accountTypes: ['BUYER' as const] };

export const PUT = withApi({
  auth,
  params: ZLocationParams,
  body: ZLocationUpdate,
  handler: ({ user, params, body }) => updateLocation(user.accountId, params.id, body),
});

export const DELETE = withApi({
  auth,
  params: ZLocationParams,
  handler: ({ user, params }) => deleteLocation(user.accountId, params.id),
});
