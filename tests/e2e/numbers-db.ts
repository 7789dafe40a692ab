import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { testPasswordHash } from '../helpers/test-password';

export { TEST_PASSWORD as PASSWORD } from '../helpers/test-password';

/**
 * Known numbers for the numbers specs, over plain `pg` (Playwright cannot load the Prisma client),
 * in the database of a brand's server: the first brand's, or the Swiss brand's (tests/e2e/oilpool).
 */
export function numbersDb(connectionString = process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54329/fuel', brandId = 'fuelmarket') {
  const pool = new Pool({ connectionString, max: 2 });
  return {
    knownNumbers: () => knownNumbers(pool, brandId),
    removeKnownNumbers: (accounts: { accountId: number }[]) => removeKnownNumbers(pool, accounts),
    liveOffer: (sellerAccountId: number, where: { terminal: string; fxSymbol: string }) => insertLiveOffer(pool, sellerAccountId, where),
    close: () => pool.end(),
  };
}

async function company(pool: Pool, brandId: string, type: 'BUYER' | 'SELLER', tag: string) {
  const email = `e2e-numbers-${type.toLowerCase()}-${tag}@test.fuel`;
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO "Account" ("platformId", "name", "type", "releasedForTrading")
     SELECT "id", $1, $2, true FROM "Platform" WHERE "brandId" = $3 LIMIT 1 RETURNING "id"`,
    [`E2E Zahlen ${type} ${tag}`, type, brandId],
  );
  const passwordHash = await testPasswordHash();
  // The buyer may buy (MyOffers_Purchase): the market offers the basket only to a user with that right.
  const roles = type === 'BUYER' ? ['MyRelationships_View', 'MyOffers_Purchase'] : ['MyRelationships_View'];
  const user = await pool.query<{ id: number }>(
    `INSERT INTO "User" ("accountId", "email", "username", "passwordHash", "firstName", "lastName", "roles")
     VALUES ($1, $2, $2, $3, 'E2E', 'Zahlen', $4::text[]) RETURNING "id"`,
    [rows[0].id, email, passwordHash, roles],
  );
  return { accountId: rows[0].id, userId: user.rows[0].id, email };
}

/**
 * A seller with the 2026 energy-tax duties (6.135 and 47.04 EUR/100L15), a global price rule of
 * 1.25 EUR/100L15, a fixed-price diesel offer of 29 cbm at 95.50, and a buyer with two INCOMPLETE
 * orders in the platform's currency: 29 cbm (gross 32,957.05) and 1,205.5 cbm, so the ranking
 * sums to 1,234.5 cbm.
 */
async function knownNumbers(pool: Pool, brandId: string) {
  const tag = randomUUID().slice(0, 8);
  const seller = await company(pool, brandId, 'SELLER', tag);
  const buyer = await company(pool, brandId, 'BUYER', tag);
  await pool.query(
    `INSERT INTO "PriceRule" ("sellerAccountId", "kind", "scope", "groupName", "name", "value", "unit", "productIds", "updatedAt")
     SELECT $1, 'DUTY', 'PRODUCT', 'Steuern', 'Energiesteuer', v.value, 'EUR/100L15', ARRAY[p."id"], now()
     FROM (VALUES ('Heizöl EL schwefelarm', 6.135), ('Diesel B7', 47.04)) AS v(name, value) JOIN "Product" p ON p."name" = v.name`,
    [seller.accountId],
  );
  await pool.query(
    `INSERT INTO "PriceRule" ("sellerAccountId", "kind", "scope", "groupName", "name", "value", "unit", "updatedAt")
     VALUES ($1, 'PRICE', 'GLOBAL', 'Marge', 'Aufschlag', 1.25, 'EUR/100L15', now())`,
    [seller.accountId],
  );
  const offer = await pool.query<{ id: number }>(
    `INSERT INTO "Offer" ("sellerAccountId", "productId", "terminalId", "status", "priceType", "fixedPrice", "totalVolume", "remainingVolume",
       "minOrderQuantity", "maxOrderQuantity", "startsAt", "endsAt", "updatedAt")
     SELECT $1, p."id", t."id", 'ACTIVE', 'FIXED', 95.5, 29, 29, 1.5, 29, now() - interval '1 hour', now() + interval '1 day', now()
     FROM "Product" p, "Terminal" t WHERE p."name" = 'Diesel B7' AND t."code" = 'IN1' RETURNING "id"`,
    [seller.accountId],
  );
  await pool.query(`INSERT INTO "Relationship" ("buyerAccountId", "sellerAccountId", "status", "creditLimitOption") VALUES ($1, $2, 'ENABLED', 'NONE')`, [
    buyer.accountId,
    seller.accountId,
  ]);
  for (const [n, quantity, net, vat, gross] of [
    [1, '1205.5', '115125.25', '21873.80', '136999.05'],
    [2, '29', '27695.00', '5262.05', '32957.05'],
  ] as const) {
    await pool.query(
      `INSERT INTO "Order" ("orderNumber", "contractNumber", "pickupNumber", "buyerAccountId", "buyerUserId", "sellerAccountId", "offerId",
         "productId", "terminalId", "quantity", "price", "net", "vatRate", "vat", "gross", "currency", "windowId", "created", "updatedAt")
       SELECT $1, $1, $1, $2, $3, $4, o."id", o."productId", o."terminalId", $5, 95.5, $6, 19, $7, $8, pf."currency", 0, now() - ($9 || ' minutes')::interval, now()
       FROM "Offer" o, "Platform" pf WHERE o."id" = $10 AND pf."brandId" = $11`,
      [`E2E-${tag}-${n}`, buyer.accountId, buyer.userId, seller.accountId, quantity, net, vat, gross, String(10 - n), offer.rows[0].id, brandId],
    );
  }
  return { seller, buyer, offerId: offer.rows[0].id };
}

/** A live-priced (TRACKING) diesel offer of the front ICE month, converted with `fxSymbol`, open for a day; answers its id. */
async function insertLiveOffer(pool: Pool, sellerAccountId: number, { terminal, fxSymbol }: { terminal: string; fxSymbol: string }) {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO "Offer" ("sellerAccountId", "productId", "terminalId", "status", "priceType", "iceMonth", "fxSymbol", "totalVolume", "remainingVolume",
       "minOrderQuantity", "maxOrderQuantity", "startsAt", "endsAt", "updatedAt")
     SELECT $1, p."id", t."id", 'ACTIVE', 'TRACKING', 0, $3, 50, 50, 1, 50, now() - interval '1 hour', now() + interval '1 day', now()
     FROM "Product" p, "Terminal" t WHERE p."name" = 'Diesel B7' AND t."code" = $2 RETURNING "id"`,
    [sellerAccountId, terminal, fxSymbol],
  );
  return rows[0].id;
}

async function removeKnownNumbers(pool: Pool, accounts: { accountId: number }[]) {
  const ids = accounts.map((a) => a.accountId);
  await pool.query(`DELETE FROM "Order" WHERE "sellerAccountId" = ANY($1) OR "buyerAccountId" = ANY($1)`, [ids]);
  await pool.query(`DELETE FROM "Offer" WHERE "sellerAccountId" = ANY($1)`, [ids]);
  await pool.query(`DELETE FROM "PriceRule" WHERE "sellerAccountId" = ANY($1)`, [ids]);
  await pool.query(`DELETE FROM "Relationship" WHERE "sellerAccountId" = ANY($1)`, [ids]);
}
