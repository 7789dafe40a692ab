-- A shareholder's price adjustment is part of the reserved price (design 11): the item keeps the
-- adjustment it was priced with, and checkout asks for a new price once the operator changed it.
ALTER TABLE "BasketItem" ADD COLUMN "priceAdjustment" DECIMAL(12,4);
