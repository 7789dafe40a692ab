import { Pool } from 'pg';

/**
 * Offers of the demo seller for the market specs, over plain `pg` (Playwright's loader cannot
 * load the generated Prisma client). Each spec removes what it inserted.
 */
const pool = new Pool({ connectionString: process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54329/fuel', max: 2 });

/**
 * An active fixed-price heating-oil offer of seller@demo.fuel at Hamburg, open now for a day, with
 * the lifting period of that code (PROMPT, WEEK, ...) when one is named.
 */
export async function insertDemoOffer(fixedPrice: string, liftingPeriod: string | null = null): Promise<number> {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO "Offer" ("sellerAccountId", "productId", "terminalId", "status", "priceType", "fixedPrice", "totalVolume", "remainingVolume",
       "minOrderQuantity", "maxOrderQuantity", "startsAt", "endsAt", "liftingPeriodId", "updatedAt")
     SELECT u."accountId", p."id", t."id", 'ACTIVE', 'FIXED', $1, 120, 120, 5, 40, now() - interval '1 hour', now() + interval '1 day',
       (SELECT "id" FROM "LiftingPeriod" WHERE "code" = $2), now()
     FROM "User" u, "Product" p, "Terminal" t
     WHERE u."email" = 'seller@demo.fuel' AND p."name" = 'Heizöl EL schwefelarm' AND t."code" = 'HH1'
     RETURNING "id"`,
    [fixedPrice, liftingPeriod],
  );
  return rows[0].id;
}

/**
 * Takes an inserted offer off the market: deleted, or, where a spec running beside this one has put
 * it in a basket or ordered it meanwhile (the cheapest offer is the first in the market), set
 * REMOVED as its seller would, so that spec keeps its rows.
 */
export async function removeOffer(id: number) {
  try {
    await pool.query('DELETE FROM "Offer" WHERE "id" = $1', [id]);
  } catch (error) {
    // 23503: a basket item or an order refers to it.
    if ((error as { code?: string }).code !== '23503') throw error;
    await pool.query(`UPDATE "Offer" SET "status" = 'REMOVED', "updatedAt" = now() WHERE "id" = $1`, [id]);
  }
}

/** A new fixed price for an inserted offer, written as the seller's edit writes it (the market stream hears of any write). */
export async function setOfferPrice(id: number, fixedPrice: string) {
  await pool.query(`UPDATE "Offer" SET "fixedPrice" = $2, "version" = "version" + 1, "updatedAt" = now() WHERE "id" = $1`, [id, fixedPrice]);
}
