import { Pool } from 'pg';
import { insertFixedOffer as insertFixedDieselOffer, ordersOf as ordersOfBuyer } from '../offers-db';
import { numbersDb } from '../numbers-db';

/**
 * The Swiss brand's database (npm test starts its server on its own embedded PostgreSQL), over
 * plain `pg` as the other end-to-end helpers.
 */
const url = process.env.OILPOOL_DATABASE_URL;
// Opened on first use and again after a spec closed it: specs of one worker share this module.
let pool: Pool | null = null;
const db = () => (pool ??= new Pool({ connectionString: url, max: 2 }));

/** The known numbers of the numbers specs, in the Swiss platform (CHF). */
export const swissNumbers = () => numbersDb(url, 'oilpool');

/** A live-priced (TRACKING) diesel offer of `sellerAccountId` beside its fixed-price one, open for a day. */
export async function insertLiveOffer(sellerAccountId: number): Promise<number> {
  const { rows } = await db().query<{ id: number }>(
    `INSERT INTO "Offer" ("sellerAccountId", "productId", "terminalId", "status", "priceType", "iceMonth", "fxSymbol", "totalVolume", "remainingVolume",
       "minOrderQuantity", "maxOrderQuantity", "startsAt", "endsAt", "updatedAt")
     SELECT $1, p."id", t."id", 'ACTIVE', 'TRACKING', 0, 'USD/CHF', 50, 50, 1, 50, now() - interval '1 hour', now() + interval '1 day', now()
     FROM "Product" p, "Terminal" t WHERE p."name" = 'Diesel B7' AND t."code" = 'BS1' RETURNING "id"`,
    [sellerAccountId],
  );
  return rows[0].id;
}

/** A fixed-price diesel offer of `sellerAccountId` in Basel, open for a day: it can be bought while the market is closed. */
export const insertFixedOffer = (sellerAccountId: number, fixedPrice: string) => insertFixedDieselOffer(db(), sellerAccountId, fixedPrice, 'BS1');

/** The orders of the buyer account named `name`, oldest first. */
export const ordersOf = (name: string) => ordersOfBuyer(db(), name);

export async function accountIdOf(name: string): Promise<number> {
  const { rows } = await db().query<{ id: number }>('SELECT "id" FROM "Account" WHERE "name" = $1', [name]);
  return rows[0].id;
}

/** Gives the account an account feature (`triggers`, ...). */
export async function addAccountFeature(accountId: number, feature: string): Promise<void> {
  await db().query(`UPDATE "Account" SET "features" = array_append("features", $2) WHERE "id" = $1`, [accountId, feature]);
}

/** The path of the set-password link in the newest welcome mail to `to` on the Swiss server, or null. */
export async function swissWelcomeLink(to: string): Promise<string | null> {
  const { rows } = await db().query<{ body: string }>(
    `SELECT "body" FROM "EmailOutbox" WHERE "to" = $1 AND "template" = 'welcome' ORDER BY "id" DESC LIMIT 1`,
    [to],
  );
  return rows[0]?.body.match(/\/passwort\/reset\/[A-Za-z0-9_-]+/)?.[0] ?? null;
}

/** The stored address of the account named `name`. */
export async function addressOf(name: string): Promise<{ postCode: string; city: string; country: string }> {
  const { rows } = await db().query<{ postCode: string; city: string; country: string }>(
    'SELECT "postCode", "city", "country" FROM "Account" WHERE "name" = $1',
    [name],
  );
  return rows[0];
}

export async function closeOilpoolDb() {
  await pool?.end();
  pool = null;
}
