import { Pool } from 'pg';
import { insertFixedOffer } from './offers-db';

/** Setup of the buying flow spec, over plain `pg` (Playwright cannot load the Prisma client). */
const pool = new Pool({ connectionString: process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54329/fuel', max: 2 });

/** A fixed-price diesel offer of the seller at Ingolstadt, open now for a day. */
export const insertOffer = (sellerAccountId: number, fixedPrice: string) => insertFixedOffer(pool, sellerAccountId, fixedPrice, 'IN1');

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
