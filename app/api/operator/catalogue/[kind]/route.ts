import { NextResponse } from 'next/server';
import { withApi } from '@/lib/api/with-api';
import { createCatalogueEntry } from '@/lib/catalogue/create-catalogue-entry';
import { listCatalogue } from '@/lib/catalogue/list-catalogue';
import { ZCatalogueBody, ZCatalogueKindParams } from '@/lib/catalogue/schemas';

export const GET = withApi({
  auth: { accountTypes: ['OPERATOR'] },
  params: ZCatalogueKindParams,
  handler: ({ user, params }) => listCatalogue(user, params.kind),
});

export const POST = withApi({
  auth: { accountTypes: ['OPERATOR'] },
  params: ZCatalogueKindParams,
  body: ZCatalogueBody,
  handler: async ({ user, params, body, ip }) => NextResponse.json(await createCatalogueEntry(user, params.kind, body, ip), { status: 201 }),
});
