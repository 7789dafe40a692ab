import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { catalogueDto, listEntries } from './catalogue-record';
import type { CatalogueKind } from './schemas';

/** GET /api/operator/catalogue/{kind}: every entry of the kind, deactivated ones too (they keep their history). */
export async function listCatalogue(operator: SessionUser, kind: CatalogueKind) {
  const rows = await listEntries(db, kind, operator.platformId);
  return { entries: rows.map(catalogueDto) };
}
