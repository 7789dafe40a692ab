import { withApi } from '@/lib/api/with-api';
import { applyUpload } from '@/lib/uploads/apply-upload';
import { ZUploadIdParams } from '@/lib/uploads/schemas';

export const POST = withApi({
  auth: { route: 'offerManagement' },
  params: ZUploadIdParams,
  handler: ({ user, params, ip }) => applyUpload(user, params.uploadId, ip),
});
