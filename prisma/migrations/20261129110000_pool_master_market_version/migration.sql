-- The GLOBAL rules of the oil pool's master sellers (account feature globalRulesMaster) price every
-- seller of the pool (lib/pricing/price-offers.ts). Who is master is part of the market like the
-- rules themselves: the operator's change of the feature bumps the market version, so no cached
-- price outlives it.
CREATE TRIGGER "Account_pool_master_changed" AFTER UPDATE OF "features" ON "Account"
    FOR EACH ROW WHEN (('globalRulesMaster' = ANY(OLD."features")) IS DISTINCT FROM ('globalRulesMaster' = ANY(NEW."features")))
    EXECUTE FUNCTION "market_changed"();
