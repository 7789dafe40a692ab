-- What the open market screens are told (GET /api/market/stream, docs/market-stream.md): the
-- writing transaction notifies every app instance on the channel market_push, delivered at its
-- commit. Triggers, like market_changed, so that no writer of offers, rules or windows (checkout,
-- a declined order's volume given back, an offer edit, a CSV upload, the window issuer, a
-- hand-written statement) can forget it. Payloads stay small: the platform, the seller and the
-- offer ids (at most 500 per notification, well under PostgreSQL's 8,000 bytes), or the window.

CREATE FUNCTION "notify_offers_pushed"(ids INTEGER[], sellers INTEGER[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('market_push', json_build_object('p', a."platformId", 's', c.seller, 'o', c.ids)::text)
    FROM (
        SELECT seller, array_agg(id ORDER BY id) AS ids
        FROM (
            SELECT id, seller, (row_number() OVER (PARTITION BY seller ORDER BY id) - 1) / 500 AS chunk
            FROM unnest(ids, sellers) AS t(id, seller)
        ) numbered
        GROUP BY seller, chunk
    ) c
    JOIN "Account" a ON a."id" = c.seller;
END
$$;

-- A new, sold, edited, paused or deleted offer: every row the statement really changed (an update
-- that leaves the row as it was, but for updatedAt, tells nobody).
CREATE FUNCTION "Offer_pushed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    ids INTEGER[];
    sellers INTEGER[];
BEGIN
    IF TG_OP = 'INSERT' THEN
        SELECT array_agg(n."id"), array_agg(n."sellerAccountId") INTO ids, sellers FROM new_rows n;
    ELSIF TG_OP = 'DELETE' THEN
        SELECT array_agg(o."id"), array_agg(o."sellerAccountId") INTO ids, sellers FROM old_rows o;
    ELSE
        SELECT array_agg(n."id"), array_agg(n."sellerAccountId") INTO ids, sellers
        FROM new_rows n JOIN old_rows o ON o."id" = n."id"
        WHERE to_jsonb(n) - 'updatedAt' IS DISTINCT FROM to_jsonb(o) - 'updatedAt';
    END IF;
    IF ids IS NOT NULL THEN
        PERFORM "notify_offers_pushed"(ids, sellers);
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER "Offer_pushed_insert" AFTER INSERT ON "Offer"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "Offer_pushed"();
CREATE TRIGGER "Offer_pushed_update" AFTER UPDATE ON "Offer"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "Offer_pushed"();
CREATE TRIGGER "Offer_pushed_delete" AFTER DELETE ON "Offer"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "Offer_pushed"();

-- A price rule prices its seller's offers; a pool master's (account feature globalRulesMaster)
-- prices every seller's of its platform too. Their live offers are named: a screen asks again for
-- those it shows. Naming a master's offers when the brand does not use master rules costs each
-- screen one small call and shows nothing wrong.
CREATE FUNCTION "PriceRule_pushed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    rule_sellers INTEGER[];
    ids INTEGER[];
    sellers INTEGER[];
BEGIN
    IF TG_OP = 'INSERT' THEN
        SELECT array_agg(DISTINCT n."sellerAccountId") INTO rule_sellers FROM new_rows n;
    ELSIF TG_OP = 'DELETE' THEN
        SELECT array_agg(DISTINCT o."sellerAccountId") INTO rule_sellers FROM old_rows o;
    ELSE
        SELECT array_agg(DISTINCT r."sellerAccountId") INTO rule_sellers
        FROM (SELECT "sellerAccountId" FROM new_rows UNION SELECT "sellerAccountId" FROM old_rows) r;
    END IF;
    SELECT array_agg(o."id"), array_agg(o."sellerAccountId") INTO ids, sellers
    FROM "Offer" o JOIN "Account" s ON s."id" = o."sellerAccountId"
    WHERE o."status" = 'ACTIVE' AND o."endsAt" > now()
      AND (o."sellerAccountId" = ANY(rule_sellers)
           OR EXISTS (SELECT 1 FROM "Account" m
                      WHERE m."id" = ANY(rule_sellers) AND m."platformId" = s."platformId" AND 'globalRulesMaster' = ANY(m."features")));
    IF ids IS NOT NULL THEN
        PERFORM "notify_offers_pushed"(ids, sellers);
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER "PriceRule_pushed_insert" AFTER INSERT ON "PriceRule"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "PriceRule_pushed"();
CREATE TRIGGER "PriceRule_pushed_update" AFTER UPDATE ON "PriceRule"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "PriceRule_pushed"();
CREATE TRIGGER "PriceRule_pushed_delete" AFTER DELETE ON "PriceRule"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "PriceRule_pushed"();

-- A new market window: every screen of the platform fetches the window and its market again.
CREATE FUNCTION "MarketWindow_pushed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('market_push', json_build_object(
        'p', NEW."platformId",
        'w', json_build_object('id', NEW."id", 'expires', to_char(NEW."expires", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'isClone', NEW."isClone"))::text);
    RETURN NULL;
END
$$;

CREATE TRIGGER "MarketWindow_pushed" AFTER INSERT ON "MarketWindow"
    FOR EACH ROW EXECUTE FUNCTION "MarketWindow_pushed"();
