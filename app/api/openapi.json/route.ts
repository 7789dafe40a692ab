import { withApi } from '@/lib/api/with-api';
import { openApiDocument } from '@/lib/api/openapi';

export const GET = withApi({ auth: 'public', handler: () => openApiDocument() });
