import type { Pool } from 'pg';

/**
 * Offers and orders of a brand's database (`pool`), over plain `pg` (Playwright cannot load the
 * Prisma client).
 */

/** A fixed-price diesel offer of `sellerAccountId` at the terminal `terminalCode`, open now for a day: it can be bought while the market is closed. */
export async function insertFixedOffer(pool: Pool, sellerAccountId: number, fixedPrice: string, terminalCode: string): Promise<number> {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO "Offer" ("sellerAccountId", "productId", "terminalId", "status", "priceType", "fixedPrice", "totalVolume", "remainingVolume",
       "minOrderQuantity", "maxOrderQuantity", "startsAt", "endsAt", "updatedAt")
     SELECT $1, p."id", t."id", 'ACTIVE', 'FIXED', $2, 100, 100, 1, 50, now() - interval '1 hour', now() + interval '1 day', now()
     FROM "Product" p, "Terminal" t WHERE p."name" = 'Diesel B7' AND t."code" = $3 RETURNING "id"`,
    [sellerAccountId, fixedPrice, terminalCode],
  );
  return rows[0].id;
}

/** The orders of the buyer account named `name`, oldest first: seller, volume and VAT rate as stored. */
export async function ordersOf(pool: Pool, name: string) {
  const { rows } = await pool.query<{ orderNumber: string; sellerAccountId: number; quantity: string; vatRate: string }>(
    `SELECT o."orderNumber", o."sellerAccountId", o."quantity"::text AS "quantity", o."vatRate"::text AS "vatRate"
     FROM "Order" o JOIN "Account" a ON a."id" = o."buyerAccountId" WHERE a."name" = $1 ORDER BY o."id"`,
    [name],
  );
  return rows;
}
