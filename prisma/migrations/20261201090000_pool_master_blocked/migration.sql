-- A blocked seller prices nothing, its GLOBAL rules as pool master included (lib/pricing/price-offers.ts
-- leaves them out). Whether a seller's rules price the pool therefore depends on the block as much
-- as on the feature: a change of either that makes or unmakes an active master bumps the market
-- version, so the market prices without (or again with) its rules at the next request.
DROP TRIGGER "Account_pool_master_changed" ON "Account";
CREATE TRIGGER "Account_pool_master_changed" AFTER UPDATE OF "features", "blocked" ON "Account"
    FOR EACH ROW WHEN (('globalRulesMaster' = ANY(OLD."features") AND NOT OLD."blocked")
        IS DISTINCT FROM ('globalRulesMaster' = ANY(NEW."features") AND NOT NEW."blocked"))
    EXECUTE FUNCTION "market_changed"();
