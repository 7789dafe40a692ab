-- A settlement price is one per symbol and settlement moment: a feed that offers the day's
-- settlement again on every tick (the simulated one does, a file may) stores it once, and the
-- first one stored stands (ingest-quotes.ts inserts settlements with ON CONFLICT DO NOTHING).
CREATE UNIQUE INDEX "MarketQuote_settlement_once" ON "MarketQuote" ("symbol", "timestamp") WHERE "settlement";
