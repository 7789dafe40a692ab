import { Pool } from 'pg';

/** The additives spec's own buyer trading additives with Rhein Energie (seller2@demo.fuel), and its clean-up, over plain `pg`. */
const pool = new Pool({ connectionString: process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54329/fuel', max: 2 });

export async function enableAdditives(buyerAccountId: number): Promise<void> {
  await pool.query(
    `INSERT INTO "Relationship" ("buyerAccountId", "sellerAccountId", "status", "additivesEnabled")
     SELECT $1, "id", 'ENABLED', true FROM "Account" WHERE "name" = 'Rhein Energie Handel GmbH'`,
    [buyerAccountId],
  );
}

/** Removes what the spec wrote: the buyer's orders and returns, and the seller's offers created since `since`. */
export async function removeAdditiveTraces(buyerAccountId: number, since: Date): Promise<void> {
  await pool.query(`DELETE FROM "Order" WHERE "buyerAccountId" = $1`, [buyerAccountId]);
  await pool.query(`DELETE FROM "BarrelReturn" WHERE "buyerAccountId" = $1`, [buyerAccountId]);
  await pool.query(`DELETE FROM "BasketItem" WHERE "basketId" IN (SELECT "id" FROM "Basket" WHERE "buyerAccountId" = $1)`, [buyerAccountId]);
  await pool.query(
    `DELETE FROM "Offer" WHERE "createdAt" >= $1 AND "unitLitres" IS NOT NULL
       AND "sellerAccountId" = (SELECT "id" FROM "Account" WHERE "name" = 'Rhein Energie Handel GmbH')`,
    [since],
  );
  await pool.end();
}
