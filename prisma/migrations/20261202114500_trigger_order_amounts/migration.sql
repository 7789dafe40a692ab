-- Trigger orders carry an invoice as spot orders do (design 6): each item's net (price per
-- 100L15 x cbm x 10) and VAT rounded to the cent, half up, and its gross; the order adds up its
-- items, at the platform's VAT rate (the one checkout takes) and currency.
ALTER TABLE "TriggerOrderItem" ADD COLUMN "net" DECIMAL(14,2), ADD COLUMN "vat" DECIMAL(14,2), ADD COLUMN "gross" DECIMAL(14,2);
ALTER TABLE "TriggerOrder" ADD COLUMN "net" DECIMAL(14,2), ADD COLUMN "vatRate" DECIMAL(5,2), ADD COLUMN "vat" DECIMAL(14,2),
  ADD COLUMN "gross" DECIMAL(14,2), ADD COLUMN "currency" TEXT;

-- Existing orders: the VAT rate and currency of the buyer's platform now (round() on numeric rounds half away from zero: half up for these positive amounts).
UPDATE "TriggerOrder" t SET
  "vatRate" = coalesce((SELECT v."rate" FROM "VatRate" v WHERE v."platformId" = a."platformId" ORDER BY v."id" LIMIT 1), 0),
  "currency" = p."currency"
FROM "Account" a JOIN "Platform" p ON p."id" = a."platformId"
WHERE a."id" = t."buyerAccountId";

UPDATE "TriggerOrderItem" i SET "net" = round(i."price" * i."quantity" * 10, 2) FROM "TriggerOrder" t WHERE t."id" = i."triggerOrderId";
UPDATE "TriggerOrderItem" i SET "vat" = round(i."net" * t."vatRate" / 100, 2), "gross" = i."net" + round(i."net" * t."vatRate" / 100, 2)
FROM "TriggerOrder" t WHERE t."id" = i."triggerOrderId";

UPDATE "TriggerOrder" t SET "net" = s."net", "vat" = s."vat", "gross" = s."gross"
FROM (SELECT "triggerOrderId", sum("net") AS "net", sum("vat") AS "vat", sum("gross") AS "gross" FROM "TriggerOrderItem" GROUP BY "triggerOrderId") s
WHERE s."triggerOrderId" = t."id";
-- An order without items (none are written so) has nothing to invoice.
UPDATE "TriggerOrder" SET "net" = 0, "vat" = 0, "gross" = 0 WHERE "net" IS NULL;

ALTER TABLE "TriggerOrderItem" ALTER COLUMN "net" SET NOT NULL, ALTER COLUMN "vat" SET NOT NULL, ALTER COLUMN "gross" SET NOT NULL;
ALTER TABLE "TriggerOrder" ALTER COLUMN "net" SET NOT NULL, ALTER COLUMN "vatRate" SET NOT NULL, ALTER COLUMN "vat" SET NOT NULL,
  ALTER COLUMN "gross" SET NOT NULL, ALTER COLUMN "currency" SET NOT NULL;
