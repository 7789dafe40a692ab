-- A new market window's push carries the whole window (its quotes and market change too), so an
-- open screen shows it without asking for it: at a rollover every screen would otherwise call
-- GET /api/generic/marketWindow at once. About 100 bytes a quote, far below NOTIFY's 8,000.
CREATE OR REPLACE FUNCTION "MarketWindow_pushed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('market_push', json_build_object(
        'p', NEW."platformId",
        'w', json_build_object('id', NEW."id", 'expires', to_char(NEW."expires", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'isClone', NEW."isClone",
            'created', to_char(NEW."created", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'marketChange', NEW."marketChange"::text, 'prices', NEW."prices"))::text);
    RETURN NULL;
END
$$;
