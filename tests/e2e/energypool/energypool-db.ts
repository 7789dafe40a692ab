import { Pool } from 'pg';
import { insertFixedOffer, ordersOf as ordersOfBuyer } from '../offers-db';

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
export const insertOffer = (sellerAccountId: number, fixedPrice: string) => insertFixedOffer(pool, sellerAccountId, fixedPrice, 'IN1');

/** The path of the set-password link in the newest welcome mail to `to`, or null. */
export async function welcomeLink(to: string): Promise<string | null> {
  const { rows } = await pool.query<{ body: string }>(
    `SELECT "body" FROM "EmailOutbox" WHERE "to" = $1 AND "template" = 'welcome' ORDER BY "id" DESC LIMIT 1`,
    [to],
  );
  return rows[0]?.body.match(/\/passwort\/reset\/[A-Za-z0-9_-]+/)?.[0] ?? null;
}

/** The orders of the buyer account named `name`: seller, volume and VAT rate as stored. */
export const ordersOf = (name: string) => ordersOfBuyer(pool, name);

export async function closeEnergypoolDb() {
  await pool.end();
}
