import { parseInput } from '@/lib/api/parse-input';
import { audit } from '@/lib/audit/audit';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { catalogueDto, createEntry, duplicateError } from './catalogue-record';
import { CATALOGUE_SCHEMAS, type CatalogueInput, type CatalogueKind } from './schemas';

/**
 * POST /api/operator/catalogue/{kind} (design 14): a new terminal, product, region, lifting
 * period, payment term or VAT rate. Entry and audit entry are one transaction; a database trigger
 * bumps the market version with it, so every instance serves the catalogue with it at its next
 * request (docs/operator.md).
 */
export async function createCatalogueEntry(operator: SessionUser, kind: CatalogueKind, body: unknown, ip: string) {
  const input = parseInput<CatalogueInput>(CATALOGUE_SCHEMAS[kind], body);
  const entry = await db
    .$transaction(async (tx) => {
      const after = catalogueDto(await createEntry(tx, kind, operator.platformId, input));
      await audit('operator_catalogue_created', { userId: operator.userId, accountId: operator.accountId, ip }, { catalogue: kind, before: null, after }, tx);
      return after;
    })
    .catch((error) => duplicateError(kind, error));
  return { entry };
}
