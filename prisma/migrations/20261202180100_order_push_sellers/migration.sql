-- A new order or an order's new status now reaches the seller's order screens too, not only the
-- buyer's (docs/market-stream.md): one notification per account concerned,
-- {"p":platform,"a":account,"r":[order ids]}, for the buyer's account and for the seller's (at
-- most 500 ids per notification). Same triggers as before (migration market_push_accounts).
CREATE OR REPLACE FUNCTION "Order_pushed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    ids INTEGER[];
    buyers INTEGER[];
    sellers INTEGER[];
BEGIN
    IF TG_OP = 'INSERT' THEN
        SELECT array_agg(n."id"), array_agg(n."buyerAccountId"), array_agg(n."sellerAccountId") INTO ids, buyers, sellers FROM new_rows n;
    ELSE
        SELECT array_agg(n."id"), array_agg(n."buyerAccountId"), array_agg(n."sellerAccountId") INTO ids, buyers, sellers
        FROM new_rows n JOIN old_rows o ON o."id" = n."id" WHERE n."status" IS DISTINCT FROM o."status";
    END IF;
    IF ids IS NOT NULL THEN
        PERFORM pg_notify('market_push', json_build_object('p', a."platformId", 'a', c.account, 'r', c.ids)::text)
        FROM (
            SELECT account, array_agg(id ORDER BY id) AS ids
            FROM (
                SELECT id, account, (row_number() OVER (PARTITION BY account ORDER BY id) - 1) / 500 AS chunk
                FROM (SELECT * FROM unnest(ids, buyers) UNION ALL SELECT * FROM unnest(ids, sellers)) AS t(id, account)
            ) numbered
            GROUP BY account, chunk
        ) c
        JOIN "Account" a ON a."id" = c.account;
    END IF;
    RETURN NULL;
END
$$;
