import { withApi } from '@/lib/api/with-api';
import { ZCatalogueBody, ZCatalogueEntryParams } from '@/lib/catalogue/schemas';
import { updateCatalogueEntry } from '@/lib/catalogue/update-catalogue-entry';

export const PUT = withApi({
  auth: { accountTypes: ['OPERATOR'] },
  params: ZCatalogueEntryParams,
  body: ZCatalogueBody,
  handler: ({ user, params, body, ip }) => updateCatalogueEntry(user, params.kind, params.id, body, ip),
});
