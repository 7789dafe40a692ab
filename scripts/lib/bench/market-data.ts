import { hash } from '@node-rs/argon2';
import { Client } from 'pg';

export const BENCH_BUYER_PASSWORD = 'Bench-Passw0rd';

/**
 * Loads the bench database: 2,000 offers of the demo sellers (which buyer@demo.fuel trades with),
 * 20 offers with ample volume and 50 buyer companies with a user each for the checkout run, a
 * trigger contract for the trigger run, and
 * 100,000 orders of buyer@demo.fuel's company for the order history. Plain SQL with
 * generate_series, so it takes seconds, not minutes.
 */
export async function loadBenchData(databaseUrl: string) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const offerRow = `
      SELECT s."id", p."id", t."id", 'ACTIVE', CASE WHEN g % 3 = 0 THEN 'FIXED' ELSE 'TRACKING' END::"PriceType",
             CASE WHEN g % 3 = 0 THEN 90 + (g % 40) ELSE NULL END, CASE WHEN g % 3 = 0 THEN NULL ELSE g % 7 END,
             (g % 5)::numeric / 2, VOLUME, VOLUME, 1, 50, now() - interval '1 hour', now() + interval '30 days', now()`;
    const offerColumns = `("sellerAccountId", "productId", "terminalId", "status", "priceType", "fixedPrice", "iceMonth", "surcharge",
       "totalVolume", "remainingVolume", "minOrderQuantity", "maxOrderQuantity", "startsAt", "endsAt", "updatedAt")`;
    const from = (count: number) => `
      FROM generate_series(1, ${count}) g
      JOIN (SELECT "id", row_number() OVER (ORDER BY "id") - 1 AS n FROM "Account" WHERE "name" IN ('Nordsee Mineralöl AG', 'Rhein Energie Handel GmbH')) s ON s.n = g % 2
      JOIN (SELECT "id", row_number() OVER (ORDER BY "id") - 1 AS n FROM "Product" WHERE "type" = 'FUEL') p ON p.n = g % 5
      JOIN (SELECT "id", row_number() OVER (ORDER BY "id") - 1 AS n FROM "Terminal") t ON t.n = g % 6`;
    await client.query(`INSERT INTO "Offer" ${offerColumns} ${offerRow.replaceAll('VOLUME', '500')} ${from(2000)}`);
    const checkoutOffers = await client.query<{ id: number }>(
      `INSERT INTO "Offer" ${offerColumns} ${offerRow.replaceAll('VOLUME', '1000000').replace("CASE WHEN g % 3 = 0 THEN 'FIXED' ELSE 'TRACKING' END", "'FIXED'").replace('CASE WHEN g % 3 = 0 THEN 90 + (g % 40) ELSE NULL END', '95')} ${from(20)} RETURNING "id"`,
    );

    const passwordHash = await hash(BENCH_BUYER_PASSWORD, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const buyers = await client.query<{ email: string }>(
      `WITH accounts AS (
         INSERT INTO "Account" ("platformId", "name", "type", "releasedForTrading")
         SELECT p."id", 'Bench Käufer ' || g, 'BUYER', true FROM generate_series(1, 50) g, (SELECT "id" FROM "Platform" WHERE "brandId" = 'fuelmarket') p
         RETURNING "id", "name"),
       rel AS (
         INSERT INTO "Relationship" ("buyerAccountId", "sellerAccountId", "status", "paymentTermId")
         SELECT a."id", s."id", 'ENABLED', (SELECT min("id") FROM "PaymentTerm")
         FROM accounts a, "Account" s WHERE s."name" IN ('Nordsee Mineralöl AG', 'Rhein Energie Handel GmbH')),
       -- The one delivery address and the agreed payment term are what a basket starts with: checkout requires both.
       address AS (
         INSERT INTO "DeliveryLocation" ("accountId", "street", "postCode", "city", "county")
         SELECT a."id", 'Am Kai 1', '20457', 'Hamburg', 'HH' FROM accounts a)
       INSERT INTO "User" ("accountId", "email", "username", "passwordHash", "firstName", "lastName", "roles")
       SELECT a."id", 'bench-' || a."id" || '@bench.fuel', 'bench-' || a."id" || '@bench.fuel', $1, 'Bench', a."name", ARRAY['MyOffers_Purchase']::text[]
       FROM accounts a RETURNING "email"`,
      [passwordHash],
    );

    await client.query(`
      WITH buyer AS (SELECT "id", "accountId" FROM "User" WHERE "email" = 'buyer@demo.fuel'),
           o AS (SELECT "id", "sellerAccountId", "productId", "terminalId", row_number() OVER (ORDER BY "id") - 1 AS n FROM "Offer" WHERE "remainingVolume" = 500),
           rows AS (
             SELECT g, o.*, (5 + g % 36)::numeric AS q, (85 + (g % 7000)::numeric / 100) AS p
             FROM generate_series(1, 100000) g JOIN o ON o.n = g % 2000),
           amounts AS (SELECT *, round(p * q * 10, 2) AS net FROM rows)
      INSERT INTO "Order" ("orderNumber", "contractNumber", "pickupNumber", "buyerAccountId", "buyerUserId", "sellerAccountId", "offerId",
        "productId", "terminalId", "status", "quantity", "price", "net", "vatRate", "vat", "gross", "currency", "windowId", "created", "updatedAt")
      SELECT 'BENCH-' || g, 'K-BENCH-' || g, 'P' || g, b."accountId", b."id", a."sellerAccountId", a."id", a."productId", a."terminalId",
        (ARRAY['COMPLETE','CONFIRMED','TRANSFERRED','INCOMPLETE','CANCELLED']::"OrderStatus"[])[1 + g % 5], a.q, a.p, a.net, 19,
        round(a.net * 0.19, 2), a.net + round(a.net * 0.19, 2), 'EUR', 0, now() - (g * 5 || ' minutes')::interval, now()
      FROM amounts a, buyer b`);
    // One trigger contract of buyer@demo.fuel with Nordsee that takes whatever the bench sends, at any hour and on any day: its
    // month is that of a lifting period lying wholly within one month (PROMPT, or in a month's last days NEXT_WEEK).
    const contract = await client.query<{ id: number; productId: number; liftingPeriodId: number }>(
      `WITH lp AS (
         SELECT l."id", to_char(t.d + l."startDays", 'YYYY-MM') AS "month"
         FROM (SELECT (now() AT TIME ZONE 'Europe/Berlin')::date AS d) t
         JOIN "LiftingPeriod" l ON l."code" = CASE WHEN date_trunc('month', t.d + 3) = date_trunc('month', t.d) THEN 'PROMPT' ELSE 'NEXT_WEEK' END),
       c AS (
         INSERT INTO "TriggerContract" ("sellerAccountId", "buyerAccountId", "ekkNumber", "terminalId", "month", "monthlyVolume", "orderMin", "orderMax",
           "weekdays", "timeFrom", "timeTo", "dailyCount", "iceMonth", "premium")
         SELECT s."id", u."accountId", 'EKK-BENCH', (SELECT min("id") FROM "Terminal"), lp."month",
           10000000, 1, 1000, ARRAY[1,2,3,4,5,6,7], '00:00', '23:59', 1000000, 0, 1.5
         FROM "Account" s, "User" u, lp WHERE s."name" = 'Nordsee Mineralöl AG' AND u."email" = 'buyer@demo.fuel' RETURNING "id"),
       p AS (INSERT INTO "TriggerContractProduct" ("contractId", "productId", "percent") SELECT c."id", pr."id", 100 FROM c, "Product" pr WHERE pr."name" = 'Diesel B7' RETURNING "contractId", "productId")
       SELECT p."contractId" AS "id", p."productId", (SELECT "id" FROM lp) AS "liftingPeriodId" FROM p`,
    );
    // The history above puts far more than the demo's credit limit on buyer@demo.fuel's account with Nordsee within its
    // credit days, and trigger orders count against it: without a limit on that pair the contract measures triggering.
    await client.query(`
      UPDATE "Relationship" r SET "creditLimitOption" = 'NONE', "creditLimit" = NULL, "creditLimitSource" = NULL
      FROM "Account" s, "User" u
      WHERE s."name" = 'Nordsee Mineralöl AG' AND u."email" = 'buyer@demo.fuel' AND r."sellerAccountId" = s."id" AND r."buyerAccountId" = u."accountId"`);
    // As autovacuum would have by the time a real history is this long: the visibility map lets counts read the index alone.
    await client.query('VACUUM ANALYZE');
    return { buyers: buyers.rows.map((r) => r.email), checkoutOffers: checkoutOffers.rows.map((r) => r.id), triggerContract: contract.rows[0] };
  } finally {
    await client.end();
  }
}

/** The market of the scale parts: seller A's offers alone, or with seller B's the large market. */
export const SCALE_OFFERS = { small: 300, large: 2000 };

export interface ScaleData {
  /** The buyer users, 5 to a company. */
  emails: string[];
  platformId: string;
  sellerA: number;
  sellerB: number;
  /** Seller A's offers: the ones every scale buyer sees. */
  offersA: number[];
  /** A price rule of seller A that applies to its offers, for the push part. */
  ruleA: number;
}

/**
 * Loads the market of the scale parts (rollover, push, offers-miss): two sellers cloned from
 * Nordsee's price rules, A with 300 offers and B with 1,700, and 1,000 buyer users in 200 companies,
 * each company with an ENABLED relationship to both (with B's disabled, the market is A's 300).
 * Plain SQL with generate_series, like the rest.
 */
export async function loadScaleData(databaseUrl: string): Promise<ScaleData> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const platform = await client.query<{ id: string }>(`SELECT "id" FROM "Platform" WHERE "brandId" = 'fuelmarket'`);
    const platformId = platform.rows[0].id;
    const sellers = await client.query<{ id: number }>(
      `INSERT INTO "Account" ("platformId", "name", "type", "releasedForTrading")
       SELECT $1, 'Bench Verkäufer ' || g, 'SELLER', true FROM generate_series(1, 2) g ORDER BY g RETURNING "id"`,
      [platformId],
    );
    const [sellerA, sellerB] = sellers.rows.map((r) => r.id);
    // Nordsee's general rules (not those of single offers), so the engine prices these offers as it prices Nordsee's.
    await client.query(
      `INSERT INTO "PriceRule" ("sellerAccountId", "kind", "scope", "groupName", "name", "value", "unit", "symbol", "expiresAt", "direction",
         "networkIds", "terminalIds", "productIds", "accountIds", "updatedAt")
       SELECT s."id", r."kind", r."scope", r."groupName", r."name", r."value", r."unit", r."symbol", r."expiresAt", r."direction",
         r."networkIds", r."terminalIds", r."productIds", r."accountIds", now()
       FROM "PriceRule" r JOIN "Account" n ON n."id" = r."sellerAccountId" AND n."name" = 'Nordsee Mineralöl AG', "Account" s
       WHERE s."id" IN ($1, $2) AND cardinality(r."offerIds") = 0`,
      [sellerA, sellerB],
    );
    const insertOffers = (seller: number, count: number) =>
      client.query<{ id: number }>(
        `INSERT INTO "Offer" ("sellerAccountId", "productId", "terminalId", "status", "priceType", "fixedPrice", "iceMonth", "surcharge",
           "totalVolume", "remainingVolume", "minOrderQuantity", "maxOrderQuantity", "startsAt", "endsAt", "updatedAt")
         SELECT $1, p."id", t."id", 'ACTIVE', CASE WHEN g % 3 = 0 THEN 'FIXED' ELSE 'TRACKING' END::"PriceType",
           CASE WHEN g % 3 = 0 THEN 90 + (g % 40) ELSE NULL END, CASE WHEN g % 3 = 0 THEN NULL ELSE g % 7 END,
           (g % 5)::numeric / 2, 100000, 100000, 1, 50, now() - interval '1 hour', now() + interval '30 days', now()
         FROM generate_series(1, $2::int) g
         JOIN (SELECT "id", row_number() OVER (ORDER BY "id") - 1 AS n FROM "Product" WHERE "type" = 'FUEL') p ON p.n = g % 5
         JOIN (SELECT "id", row_number() OVER (ORDER BY "id") - 1 AS n FROM "Terminal") t ON t.n = g % 6
         RETURNING "id"`,
        [seller, count],
      );
    const offersA = (await insertOffers(sellerA, SCALE_OFFERS.small)).rows.map((r) => r.id);
    await insertOffers(sellerB, SCALE_OFFERS.large - SCALE_OFFERS.small);
    const passwordHash = await hash(BENCH_BUYER_PASSWORD, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const users = await client.query<{ email: string }>(
      `WITH accounts AS (
         INSERT INTO "Account" ("platformId", "name", "type", "releasedForTrading")
         SELECT $1, 'Bench Skala ' || g, 'BUYER', true FROM generate_series(1, 200) g RETURNING "id"),
       rel AS (
         INSERT INTO "Relationship" ("buyerAccountId", "sellerAccountId", "status", "paymentTermId")
         SELECT a."id", s, 'ENABLED', (SELECT min("id") FROM "PaymentTerm") FROM accounts a, unnest(ARRAY[$2::int, $3::int]) s),
       address AS (
         INSERT INTO "DeliveryLocation" ("accountId", "street", "postCode", "city", "county")
         SELECT a."id", 'Am Kai 1', '20457', 'Hamburg', 'HH' FROM accounts a)
       INSERT INTO "User" ("accountId", "email", "username", "passwordHash", "firstName", "lastName", "roles")
       SELECT a."id", 'scale-' || a."id" || '-' || u || '@bench.fuel', 'scale-' || a."id" || '-' || u || '@bench.fuel', $4, 'Bench', 'Skala',
         ARRAY['MyOffers_Purchase']::text[]
       FROM accounts a, generate_series(1, 5) u ORDER BY a."id", u RETURNING "email"`,
      [platformId, sellerA, sellerB, passwordHash],
    );
    const rule = await client.query<{ id: number }>(`SELECT min("id") AS "id" FROM "PriceRule" WHERE "sellerAccountId" = $1`, [sellerA]);
    await client.query('ANALYZE');
    return { emails: users.rows.map((r) => r.email), platformId, sellerA, sellerB, offersA, ruleA: rule.rows[0].id };
  } finally {
    await client.end();
  }
}
