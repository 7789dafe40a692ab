import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { Pool } from 'pg';

/** Known numbers for the numbers spec, over plain `pg` (Playwright cannot load the Prisma client). */
const pool = new Pool({ connectionString: process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54329/fuel', max: 2 });

export const PASSWORD = 'Test-Passw0rd';

async function company(type: 'BUYER' | 'SELLER', tag: string) {
  const email = `e2e-numbers-${type.toLowerCase()}-${tag}@test.fuel`;
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO "Account" ("platformId", "name", "type", "releasedForTrading")
     SELECT "id", $1, $2, true FROM "Platform" WHERE "brandId" = $3 LIMIT 1 RETURNING "id"`,
    [`E2E Zahlen ${type} ${tag}`, type, process.env.BRAND ?? 'fuelmarket'],
  );
  const passwordHash = await hash(PASSWORD, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const user = await pool.query<{ id: number }>(
    `INSERT INTO "User" ("accountId", "email", "username", "passwordHash", "firstName", "lastName", "roles")
     VALUES ($1, $2, $2, $3, 'E2E', 'Zahlen', ARRAY['MyRelationships_View']::text[]) RETURNING "id"`,
    [rows[0].id, email, passwordHash],
  );
  return { accountId: rows[0].id, userId: user.rows[0].id, email };
}

/**
 * A seller with the 2026 energy-tax duties (6.135 and 47.04 EUR/100L15), a global price rule of
 * 1.25 EUR/100L15, a fixed-price diesel offer of 29 cbm at 95.50, and a buyer with two INCOMPLETE
 * orders: 29 cbm (gross 32,957.05) and 1,205.5 cbm, so the ranking sums to 1,234.5 cbm.
 */
export async function knownNumbers() {
  const tag = randomUUID().slice(0, 8);
  const seller = await company('SELLER', tag);
  const buyer = await company('BUYER', tag);
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
       SELECT $1, $1, $1, $2, $3, $4, o."id", o."productId", o."terminalId", $5, 95.5, $6, 19, $7, $8, 'EUR', 0, now() - ($9 || ' minutes')::interval, now()
       FROM "Offer" o WHERE o."id" = $10`,
      [`E2E-${tag}-${n}`, buyer.accountId, buyer.userId, seller.accountId, quantity, net, vat, gross, String(10 - n), offer.rows[0].id],
    );
  }
  return { seller, buyer, offerId: offer.rows[0].id };
}

export async function removeKnownNumbers(accounts: { accountId: number }[]) {
  const ids = accounts.map((a) => a.accountId);
  await pool.query(`DELETE FROM "Order" WHERE "sellerAccountId" = ANY($1) OR "buyerAccountId" = ANY($1)`, [ids]);
  await pool.query(`DELETE FROM "Offer" WHERE "sellerAccountId" = ANY($1)`, [ids]);
  await pool.query(`DELETE FROM "PriceRule" WHERE "sellerAccountId" = ANY($1)`, [ids]);
  await pool.query(`DELETE FROM "Relationship" WHERE "sellerAccountId" = ANY($1)`, [ids]);
}

export async function closeNumbersDb() {
  await pool.end();
}
