import { Pool } from 'pg';

/**
 * The checkout's core as bare SQL with pg, the floor any checkout is measured against: lock the
 * offer row, take the volume, insert the order, commit. Same buyers, offers and concurrency as the
 * checkout run, and a pool of the server's size. Returns transactions per second.
 */
export async function bareCheckout(options: { databaseUrl: string; buyerEmails: string[]; offerIds: number[]; seconds: number; poolSize: number }) {
  const pool = new Pool({ connectionString: options.databaseUrl, max: options.poolSize });
  try {
    const { rows: buyers } = await pool.query<{ userId: number; accountId: number }>(
      'SELECT "id" AS "userId", "accountId" FROM "User" WHERE "email" = ANY($1) ORDER BY "id"',
      [options.buyerEmails],
    );
    let done = 0;
    const end = Date.now() + options.seconds * 1000;
    await Promise.all(
      buyers.map(async (buyer, worker) => {
        for (let i = 0; Date.now() < end; i++) {
          const offerId = options.offerIds[(worker + i) % options.offerIds.length];
          const client = await pool.connect();
          try {
            await client.query('BEGIN');
            const { rows } = await client.query<{ sellerAccountId: number; productId: number; terminalId: number }>(
              'SELECT "sellerAccountId", "productId", "terminalId" FROM "Offer" WHERE "id" = $1 FOR UPDATE',
              [offerId],
            );
            await client.query('UPDATE "Offer" SET "remainingVolume" = "remainingVolume" - 1, "updatedAt" = now() WHERE "id" = $1 AND "remainingVolume" >= 1', [
              offerId,
            ]);
            const offer = rows[0];
            await client.query(
              `INSERT INTO "Order" ("orderNumber", "contractNumber", "pickupNumber", "buyerAccountId", "buyerUserId", "sellerAccountId", "offerId",
                 "productId", "terminalId", "status", "quantity", "price", "net", "vatRate", "vat", "gross", "currency", "windowId", "updatedAt")
               VALUES ('BARE-' || gen_random_uuid(), 'K-BARE', 'P-BARE', $1, $2, $3, $4, $5, $6, 'INCOMPLETE', 1, 95, 950, 19, 180.5, 1130.5, 'EUR', 0, now())`,
              [buyer.accountId, buyer.userId, offer.sellerAccountId, offerId, offer.productId, offer.terminalId],
            );
            await client.query('COMMIT');
            done += 1;
          } catch (error) {
            await client.query('ROLLBACK');
            throw error;
          } finally {
            client.release();
          }
        }
      }),
    );
    return { perSecond: done / options.seconds };
  } finally {
    await pool.end();
  }
}

/**
 * Offers whose sold volume (total less remaining) differs from the volume of their orders: an
 * oversold offer, or volume taken without an order. Must be 0 after every run.
 */
export async function volumeMismatches(databaseUrl: string, offerIds: number[]): Promise<number> {
  const pool = new Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "Offer" o
       WHERE o."id" = ANY($1) AND (o."remainingVolume" < 0 OR o."totalVolume" - o."remainingVolume" <>
         (SELECT coalesce(sum(r."quantity"), 0) FROM "Order" r WHERE r."offerId" = o."id"))`,
      [offerIds],
    );
    return rows[0].n;
  } finally {
    await pool.end();
  }
}
