-- The market's cached prices and catalogue depend on price rules, products, terminals, regions,
-- lifting periods, VAT rates, settlement quotes and market windows. Every write to them bumps one
-- version number in the same transaction and notifies the app instances (channel market_changed),
-- so a cache keyed by the version can never serve data older than a committed change, even if a
-- notification is lost. A trigger cannot be forgotten by a later use case or a hand-written
-- statement. Offers and relationships are read on every market request and need no bump.
CREATE TABLE "MarketVersion" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" BIGINT NOT NULL DEFAULT 1,

    CONSTRAINT "MarketVersion_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "MarketVersion_one_row" CHECK ("id" = 1)
);

INSERT INTO "MarketVersion" ("id", "version") VALUES (1, 1);

-- The row lock on the version is taken at the end of the changing statement and held to commit:
-- writers of these (rarely changed) tables queue there, readers never wait.
CREATE FUNCTION "market_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    next_version BIGINT;
BEGIN
    UPDATE "MarketVersion" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
    PERFORM pg_notify('market_changed', next_version::text);
    RETURN NULL;
END
$$;

CREATE TRIGGER "PriceRule_market_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "PriceRule"
    FOR EACH STATEMENT EXECUTE FUNCTION "market_changed"();
CREATE TRIGGER "Product_market_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Product"
    FOR EACH STATEMENT EXECUTE FUNCTION "market_changed"();
CREATE TRIGGER "Terminal_market_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Terminal"
    FOR EACH STATEMENT EXECUTE FUNCTION "market_changed"();
CREATE TRIGGER "Region_market_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Region"
    FOR EACH STATEMENT EXECUTE FUNCTION "market_changed"();
CREATE TRIGGER "LiftingPeriod_market_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "LiftingPeriod"
    FOR EACH STATEMENT EXECUTE FUNCTION "market_changed"();
CREATE TRIGGER "VatRate_market_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "VatRate"
    FOR EACH STATEMENT EXECUTE FUNCTION "market_changed"();
CREATE TRIGGER "MarketWindow_market_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "MarketWindow"
    FOR EACH STATEMENT EXECUTE FUNCTION "market_changed"();
-- Live quotes arrive every few seconds and reach prices only through a window: only settlement
-- quotes (read directly by ICE_SETTLE rules) change the market.
CREATE TRIGGER "MarketQuote_settlement_changed" AFTER INSERT OR UPDATE ON "MarketQuote"
    FOR EACH ROW WHEN (NEW."settlement") EXECUTE FUNCTION "market_changed"();
CREATE TRIGGER "MarketQuote_settlement_deleted" AFTER DELETE ON "MarketQuote"
    FOR EACH ROW WHEN (OLD."settlement") EXECUTE FUNCTION "market_changed"();
