import { Pool } from 'pg';

/** Setup of the buying flow spec, over plain `pg` (Playwright cannot load the Prisma client). */
const pool = new Pool({ connectionString: process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54329/fuel', max: 2 });

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

export async function expireBaskets(offerId: number) {
  await pool.query(`UPDATE "Basket" SET "expiresAt" = now() - interval '1 second' WHERE "id" IN (SELECT "basketId" FROM "BasketItem" WHERE "offerId" = $1)`, [
    offerId,
  ]);
}

/** Removes what the spec made. */
export async function removeSellerData(sellerAccountId: number) {
  await pool.query(`DELETE FROM "Order" WHERE "sellerAccountId" = $1`, [sellerAccountId]);
  await pool.query(
    `DELETE FROM "Basket" WHERE "id" IN (SELECT bi."basketId" FROM "BasketItem" bi JOIN "Offer" o ON o."id" = bi."offerId" WHERE o."sellerAccountId" = $1)`,
    [sellerAccountId],
  );
  await pool.query(`DELETE FROM "Offer" WHERE "sellerAccountId" = $1`, [sellerAccountId]);
  await pool.query(`DELETE FROM "Relationship" WHERE "sellerAccountId" = $1`, [sellerAccountId]);
}
