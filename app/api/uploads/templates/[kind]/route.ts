import { withApi } from '@/lib/api/with-api';
import { ZUploadKindDoc } from '@/lib/uploads/schemas';
import { uploadTemplate } from '@/lib/uploads/upload-template';

export const GET = withApi({
  auth: { route: 'offerManagement' },
  params: ZUploadKindDoc,
  handler: ({ user, params }) => uploadTemplate(user, params.kind),
});
