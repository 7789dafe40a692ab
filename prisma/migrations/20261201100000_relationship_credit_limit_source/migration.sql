-- Who set a relationship's credit limit amount: a switch from MANUAL to API or CSV keeps the manual
-- amount in force until the API or the upload sends one, and the screens show it as interim.
ALTER TABLE "Relationship" ADD COLUMN "creditLimitSource" "CreditLimitOption";

-- Existing amounts count as set by their option's own source.
UPDATE "Relationship" SET "creditLimitSource" = "creditLimitOption"
  WHERE "creditLimit" IS NOT NULL AND "creditLimitOption" <> 'NONE';
