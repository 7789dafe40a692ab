-- More of what open screens are told on the channel market_push (docs/market-stream.md), again by
-- triggers so that no writer can forget it:
-- - a new settlement quote prices the offers of the sellers with a settlement rule (ICE_SETTLE,
--   PRODUCT_SETTLE), and of the whole platform when such a seller is a pool master: their live
--   offers are named, as for a price rule's edit;
-- - blocking or unblocking a seller takes its offers from every market or gives them back (and a
--   pool master's rules from its pool): the same live offers are named;
-- - a user blocked (by the operator or its company) or whose account was blocked:
--   {"p":platform,"u":[user ids]} (at most 500 per notification); that user's streams end its
--   session. Not a moved validAfter alone: the user's own password change moves it too, and
--   re-issues the caller's session, which must stay.

-- The live offers a seller's rules price: its own, and its platform's when it is a pool master
-- (account feature globalRulesMaster). Naming a master's offers when the brand does not use master
-- rules costs each screen one small call and shows nothing wrong.
CREATE FUNCTION "notify_rule_sellers_pushed"(rule_sellers INTEGER[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    ids INTEGER[];
    sellers INTEGER[];
BEGIN
    SELECT array_agg(o."id"), array_agg(o."sellerAccountId") INTO ids, sellers
    FROM "Offer" o JOIN "Account" s ON s."id" = o."sellerAccountId"
    WHERE o."status" = 'ACTIVE' AND o."endsAt" > now()
      AND (o."sellerAccountId" = ANY(rule_sellers)
           OR EXISTS (SELECT 1 FROM "Account" m
                      WHERE m."id" = ANY(rule_sellers) AND m."platformId" = s."platformId" AND 'globalRulesMaster' = ANY(m."features")));
    IF ids IS NOT NULL THEN
        PERFORM "notify_offers_pushed"(ids, sellers);
    END IF;
END
$$;

-- The price rule's trigger (migration market_push), through the shared function.
CREATE OR REPLACE FUNCTION "PriceRule_pushed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    rule_sellers INTEGER[];
BEGIN
    IF TG_OP = 'INSERT' THEN
        SELECT array_agg(DISTINCT n."sellerAccountId") INTO rule_sellers FROM new_rows n;
    ELSIF TG_OP = 'DELETE' THEN
        SELECT array_agg(DISTINCT o."sellerAccountId") INTO rule_sellers FROM old_rows o;
    ELSE
        SELECT array_agg(DISTINCT r."sellerAccountId") INTO rule_sellers
        FROM (SELECT "sellerAccountId" FROM new_rows UNION SELECT "sellerAccountId" FROM old_rows) r;
    END IF;
    PERFORM "notify_rule_sellers_pushed"(rule_sellers);
    RETURN NULL;
END
$$;

-- Settlements arrive a few a day (live quotes, every tick, change no price of the window).
CREATE FUNCTION "MarketQuote_pushed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF EXISTS (SELECT 1 FROM new_rows n WHERE n."settlement") THEN
        PERFORM "notify_rule_sellers_pushed"(ARRAY(
            SELECT DISTINCT r."sellerAccountId" FROM "PriceRule" r WHERE r."kind" IN ('ICE_SETTLE', 'PRODUCT_SETTLE')));
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER "MarketQuote_pushed" AFTER INSERT ON "MarketQuote"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "MarketQuote_pushed"();

CREATE FUNCTION "notify_sessions_ended"(user_ids INTEGER[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('market_push', json_build_object('p', c.platform, 'u', c.ids)::text)
    FROM (
        SELECT platform, array_agg(id ORDER BY id) AS ids
        FROM (
            SELECT u."id", a."platformId" AS platform, (row_number() OVER (PARTITION BY a."platformId" ORDER BY u."id") - 1) / 500 AS chunk
            FROM "User" u JOIN "Account" a ON a."id" = u."accountId"
            WHERE u."id" = ANY(user_ids)
        ) numbered
        GROUP BY platform, chunk
    ) c;
END
$$;

-- A user's sessions end when it is blocked: a status other than 100 (platform-shell 9).
CREATE FUNCTION "User_sessions_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "notify_sessions_ended"(ARRAY(
        SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
        WHERE n."statusId" <> 100 AND o."statusId" = 100));
    RETURN NULL;
END
$$;

CREATE TRIGGER "User_sessions_ended" AFTER UPDATE ON "User"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "User_sessions_ended"();

-- An account blocked or unblocked: a seller's offers leave the markets or come back; the users of
-- a newly blocked account are signed out.
CREATE FUNCTION "Account_blocked_pushed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    changed_sellers INTEGER[];
BEGIN
    SELECT array_agg(n."id") INTO changed_sellers
    FROM new_rows n JOIN old_rows o ON o."id" = n."id"
    WHERE n."blocked" IS DISTINCT FROM o."blocked" AND n."type" = 'SELLER';
    IF changed_sellers IS NOT NULL THEN
        PERFORM "notify_rule_sellers_pushed"(changed_sellers);
    END IF;
    PERFORM "notify_sessions_ended"(ARRAY(
        SELECT u."id" FROM "User" u JOIN new_rows n ON n."id" = u."accountId" JOIN old_rows o ON o."id" = n."id"
        WHERE n."blocked" AND NOT o."blocked"));
    RETURN NULL;
END
$$;

CREATE TRIGGER "Account_blocked_pushed" AFTER UPDATE ON "Account"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "Account_blocked_pushed"();
