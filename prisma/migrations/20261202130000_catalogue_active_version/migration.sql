-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "active" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "Region" ADD COLUMN     "active" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "Terminal" ADD COLUMN     "active" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "LiftingPeriod" ADD COLUMN     "active" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "PaymentTerm" ADD COLUMN     "active" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "VatRate" ADD COLUMN     "active" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- The operator edits the catalogue (design 14). Payment terms are served with the rest of the
-- catalogue (GET /api/generic/metadata keys its cache by the market version), so their writes bump
-- the version too, like the other catalogue tables since migration market_version.
CREATE TRIGGER "PaymentTerm_market_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "PaymentTerm"
    FOR EACH STATEMENT EXECUTE FUNCTION "market_changed"();

-- A seller now waits for its release for trading as a buyer does (its offers reach no market
-- before): the sellers trading today keep trading.
UPDATE "Account" SET "releasedForTrading" = true WHERE "type" = 'SELLER';
