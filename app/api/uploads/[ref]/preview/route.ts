import { withApi } from '@/lib/api/with-api';
import { previewUpload } from '@/lib/uploads/preview-upload';
import { readUploadFile } from '@/lib/uploads/read-upload-file';
import { ZUploadKindParams } from '@/lib/uploads/schemas';

export const POST = withApi({
  auth: { route: 'offerManagement' },
  params: ZUploadKindParams,
  handler: async ({ user, params, req }) => previewUpload(user, params.kind, await readUploadFile(req)),
});
