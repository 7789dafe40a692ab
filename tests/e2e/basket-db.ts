import { Pool } from 'pg';

/** Basket rows for the basket spec over plain `pg` (Playwright's loader cannot load the Prisma client). */
const pool = new Pool({ connectionString: process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54329/fuel', max: 2 });

/** The newest basket holding `offerId`. */
export async function basketOfOffer(offerId: number): Promise<string> {
  const { rows } = await pool.query<{ basketId: string }>('SELECT "basketId" FROM "BasketItem" WHERE "offerId" = $1 ORDER BY "id" DESC LIMIT 1', [offerId]);
  return rows[0].basketId;
}

/** Lets the price reservation of a basket run out. */
export async function expireBasket(basketId: string) {
  await pool.query(`UPDATE "Basket" SET "expiresAt" = now() - interval '1 minute' WHERE "id" = $1`, [basketId]);
}

/** Removes the orders and baskets of an offer the spec inserted (the offer itself goes with removeOffer). */
export async function removeBasketsAndOrders(offerId: number) {
  await pool.query('DELETE FROM "Order" WHERE "offerId" = $1', [offerId]);
  await pool.query('DELETE FROM "Basket" WHERE "id" IN (SELECT "basketId" FROM "BasketItem" WHERE "offerId" = $1)', [offerId]);
}
