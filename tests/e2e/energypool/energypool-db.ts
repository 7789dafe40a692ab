import { Pool } from 'pg';

/**
 * The energy pool's database (npm test starts its server on its own embedded PostgreSQL), over
 * plain `pg` as the other end-to-end helpers.
 */
const pool = new Pool({ connectionString: process.env.ENERGYPOOL_DATABASE_URL, max: 2 });

export async function accountIdOf(name: string): Promise<number> {
  const { rows } = await pool.query<{ id: number }>('SELECT "id" FROM "Account" WHERE "name" = $1', [name]);
  return rows[0].id;
}

/** A fixed-price diesel offer of the seller at Ingolstadt, open now for a day. */
export async function insertOffer(sellerAccountId: number, fixedPrice: string): Promise<number> {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO "Offer" ("sellerAccountId", "productId", "terminalId", "status", "priceType", "fixedPrice", "totalVolume", "remainingVolume",
       "minOrderQuantity", "maxOrderQuantity", "startsAt", "endsAt", "updatedAt")
     SELECT $1, p."id", t."id", 'ACTIVE', 'FIXED', $2, 100, 100, 1, 50, now() - interval '1 hour', now() + interval '1 day', now()
     FROM "Product" p, "Terminal" t WHERE p."name" = 'Diesel B7' AND t."code" = 'IN1' RETURNING "id"`,
    [sellerAccountId, fixedPrice],
  );
  return rows[0].id;
}

/** The path of the set-password link in the newest welcome mail to `to`, or null. */
export async function welcomeLink(to: string): Promise<string | null> {
  const { rows } = await pool.query<{ body: string }>(
    `SELECT "body" FROM "EmailOutbox" WHERE "to" = $1 AND "template" = 'welcome' ORDER BY "id" DESC LIMIT 1`,
    [to],
  );
  return rows[0]?.body.match(/\/passwort\/reset\/[A-Za-z0-9_-]+/)?.[0] ?? null;
}

/** The orders of the buyer account named `name`: seller, volume and VAT rate as stored. */
export async function ordersOf(name: string) {
  const { rows } = await pool.query<{ orderNumber: string; sellerAccountId: number; quantity: string; vatRate: string }>(
    `SELECT o."orderNumber", o."sellerAccountId", o."quantity"::text AS "quantity", o."vatRate"::text AS "vatRate"
     FROM "Order" o JOIN "Account" a ON a."id" = o."buyerAccountId" WHERE a."name" = $1 ORDER BY o."id"`,
    [name],
  );
  return rows;
}

export async function closeEnergypoolDb() {
  await pool.end();
}
