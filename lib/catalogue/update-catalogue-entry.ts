import { AppError } from '@/lib/api/errors';
import { parseInput } from '@/lib/api/parse-input';
import { audit } from '@/lib/audit/audit';
import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';
import { catalogueDto, duplicateError, findEntry, updateEntry } from './catalogue-record';
import { CATALOGUE_SCHEMAS, ZCatalogueUpdate, type CatalogueInput, type CatalogueKind } from './schemas';

/**
 * PUT /api/operator/catalogue/{kind}/{id}: the whole entry and the version it was loaded at; a
 * colleague's save meanwhile is 409 catalogue_edited_elsewhere with the current entry. Nothing is
 * ever deleted: `active: false` takes a terminal or product (or period, term, region, rate) out of
 * new offers while orders and offers that name it keep it; a deactivated VAT rate is charged on no
 * new order, and the platform's last active one cannot be deactivated. Audited with before and after; the
 * market version moves with the write (a database trigger).
 */
export async function updateCatalogueEntry(operator: SessionUser, kind: CatalogueKind, id: number, body: unknown, ip: string) {
  const { version } = parseInput(ZCatalogueUpdate, body);
  const input = parseInput<CatalogueInput>(CATALOGUE_SCHEMAS[kind], body);
  const conflict = async () =>
    new AppError('conflict', 'catalogue_edited_elsewhere', { entry: catalogueDto(await findEntry(db, kind, operator.platformId, id)) });
  const entry = await db
    .$transaction(async (tx) => {
      const before = catalogueDto(await findEntry(tx, kind, operator.platformId, id));
      if (before.version !== version || !(await updateEntry(tx, kind, operator.platformId, id, version, input))) return null;
      const after = catalogueDto(await findEntry(tx, kind, operator.platformId, id));
      // Orders are charged the platform's first active rate: the last one cannot go (nothing would be charged).
      if (kind === 'vat-rates' && !after.active && (await tx.vatRate.count({ where: { platformId: operator.platformId, active: true } })) === 0) {
        throw new AppError('validation', 'validation_failed', undefined, { active: 'vat_rate_last_active' });
      }
      await audit('operator_catalogue_updated', { userId: operator.userId, accountId: operator.accountId, ip }, { catalogue: kind, before, after }, tx);
      return after;
    })
    .catch((error) => duplicateError(kind, error));
  if (!entry) throw await conflict();
  return { entry };
}
