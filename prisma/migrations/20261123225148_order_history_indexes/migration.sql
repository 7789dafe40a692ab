-- DropIndex
DROP INDEX "Order_buyerAccountId_created_idx";

-- DropIndex
DROP INDEX "Order_sellerAccountId_created_idx";

-- CreateIndex
CREATE INDEX "Order_buyerAccountId_created_id_idx" ON "Order"("buyerAccountId", "created" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Order_sellerAccountId_created_id_idx" ON "Order"("sellerAccountId", "created" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Order_buyerAccountId_productId_created_price_purchaseUnit_idx" ON "Order"("buyerAccountId", "productId", "created" DESC, "price", "purchaseUnit");

-- CreateIndex
CREATE INDEX "Order_sellerAccountId_productId_created_price_purchaseUnit_idx" ON "Order"("sellerAccountId", "productId", "created" DESC, "price", "purchaseUnit");


