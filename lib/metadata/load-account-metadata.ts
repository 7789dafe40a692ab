import { LRUCache } from 'lru-cache';
import type { SessionUser } from '@/lib/auth/session-user';
import { sql } from '@/lib/db';
import { toLocationDto } from '@/lib/locations/to-location-dto';

interface Row {
  locations: Parameters<typeof toLocationDto>[0][];
  sellers: { id: number; name: string; status: string }[];
  parentShareholderAccount: boolean;
}

type AccountMetadata = Awaited<ReturnType<typeof loadAccountMetadata>>;

/**
 * Kept per account and metadata version: triggers bump Account.metadataVersion with every change
 * of what this holds, and the session read of the same request returns it, so an entry is never
 * served after a committed change. Concurrent misses share one load.
 */
const byVersion = new LRUCache<string, AccountMetadata, SessionUser>({
  max: 5_000,
  fetchMethod: (_key, _stale, { context }) => loadAccountMetadata(context),
});

/** The account-bound parts of the metadata as of the session's metadata version. */
export function accountMetadata(session: SessionUser): Promise<AccountMetadata> {
  return byVersion.fetch(`${session.accountId}:${session.accountMetadataVersion}`, { context: session }) as Promise<AccountMetadata>;
}

/**
 * The account-bound parts of the metadata (platform-shell 3): the account's delivery addresses
 * (by county, post code), a buyer's sellers with the relationship status (by name) and whether
 * shareholder child accounts hang below it. One statement.
 */
async function loadAccountMetadata(session: SessionUser) {
  const buyer = session.accountType === 'BUYER';
  const [row] = await sql<Row>`
    SELECT
      (SELECT coalesce(json_agg(json_build_object(
                'id', l."id", 'company', l."company", 'street', l."street", 'postCode', l."postCode", 'city', l."city",
                'county', l."county", 'country', l."country", 'contactPerson', l."contactPerson",
                'onSiteContact', l."onSiteContact", 'instructions', l."instructions")
              ORDER BY l."county", l."postCode", l."id"), '[]')
         FROM "DeliveryLocation" l WHERE l."accountId" = ${session.accountId}) AS "locations",
      (SELECT coalesce(json_agg(json_build_object('id', s."id", 'name', s."name", 'status', r."status") ORDER BY s."name", s."id"), '[]')
         FROM "Relationship" r JOIN "Account" s ON s."id" = r."sellerAccountId"
        WHERE ${buyer}::boolean AND r."buyerAccountId" = ${session.accountId}) AS "sellers",
      EXISTS (SELECT 1 FROM "Account" c WHERE c."parentId" = ${session.accountId} AND c."isShareholder") AS "parentShareholderAccount"`;
  return {
    deliveryAddresses: row.locations.map(toLocationDto),
    sellers: row.sellers,
    parentShareholderAccount: row.parentShareholderAccount,
  };
}
