-- AlterTable
ALTER TABLE "Offer" ADD COLUMN     "buyerAccountIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "maxUnits" INTEGER,
ADD COLUMN     "minUnits" INTEGER,
ADD COLUMN     "unitLabel" TEXT,
ADD COLUMN     "unitLitres" INTEGER,
ADD COLUMN     "unitPrice" DECIMAL(12,2),
ADD COLUMN     "unitStock" INTEGER;


-- An additive offer's containers are whole and never below zero, and its order range is sane.
ALTER TABLE "Offer" ADD CONSTRAINT "Offer_units" CHECK (
  ("unitStock" IS NULL OR "unitStock" >= 0) AND ("unitLitres" IS NULL OR "unitLitres" > 0) AND ("unitPrice" IS NULL OR "unitPrice" > 0)
  AND ("minUnits" IS NULL OR ("minUnits" > 0 AND ("maxUnits" IS NULL OR "minUnits" <= "maxUnits"))));
