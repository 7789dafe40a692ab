import { Pool, type QueryResultRow } from 'pg';

/**
 * Seeded orders over plain `pg` (Playwright's loader cannot load the generated Prisma client):
 * an INCOMPLETE fuel order of a seller to buyer@demo.fuel to confirm or decline, putting it back
 * afterwards, and the mail a step sent.
 */
// Opened on first use and closed by each spec that used it: specs of one worker share this module.
let opened: Pool | null = null;
const pool = {
  query: <T extends QueryResultRow>(text: string, values?: unknown[]) =>
    (opened ??= new Pool({ connectionString: process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54329/fuel', max: 2 })).query<T>(
      text,
      values,
    ),
};

/**
 * The newest INCOMPLETE fuel order of `sellerEmail` to buyer@demo.fuel. The seed draws the statuses
 * of the last days at random, so on some days none is INCOMPLETE: then its newest fuel order is
 * made so, as the seed's newest orders mostly are.
 */
export async function incompleteOrderOf(sellerEmail: string): Promise<{ id: number; orderNumber: string; buyerEmail: string }> {
  const newest = (status: string) =>
    pool.query<{ id: number; orderNumber: string; buyerEmail: string }>(
      `SELECT o."id", o."orderNumber", b."email" AS "buyerEmail" FROM "Order" o
         JOIN "User" u ON u."accountId" = o."sellerAccountId"
         JOIN "User" b ON b."id" = o."buyerUserId"
         JOIN "Product" p ON p."id" = o."productId"
        WHERE u."email" = $1 AND o."status"::text LIKE $2 AND o."purchaseUnit" <> 'liter' AND p."type" = 'FUEL'
          AND b."email" = 'buyer@demo.fuel'
        ORDER BY o."created" DESC LIMIT 1`,
      [sellerEmail, status],
    );
  const [incomplete] = (await newest('INCOMPLETE')).rows;
  if (incomplete) return incomplete;
  const [order] = (await newest('%')).rows;
  if (!order) throw new Error(`no fuel order of ${sellerEmail} to buyer@demo.fuel in the seed`);
  await pool.query(`UPDATE "Order" SET "status" = 'INCOMPLETE' WHERE "id" = $1`, [order.id]);
  return order;
}

/** Back to INCOMPLETE without the step the test took, so the seed stays as others expect it. */
export async function restoreIncomplete(orderId: number, since: Date) {
  await pool.query(`UPDATE "Order" SET "status" = 'INCOMPLETE' WHERE "id" = $1`, [orderId]);
  await pool.query(`DELETE FROM "OrderEvent" WHERE "orderId" = $1 AND "at" >= $2`, [orderId, since]);
}

/** The newest e-mail to `to` since `since`, as the outbox holds it. */
export async function mailSince(to: string, since: Date): Promise<{ subject: string; body: string } | undefined> {
  const { rows } = await pool.query<{ subject: string; body: string }>(
    `SELECT "subject", "body" FROM "EmailOutbox" WHERE "to" = $1 AND "createdAt" >= $2 ORDER BY "id" DESC LIMIT 1`,
    [to, since],
  );
  return rows[0];
}

export async function closeOrdersDb() {
  const closing = opened;
  opened = null;
  await closing?.end();
}
