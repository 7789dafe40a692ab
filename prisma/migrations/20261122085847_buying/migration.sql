-- CreateEnum
CREATE TYPE "BasketStatus" AS ENUM ('OPEN', 'ORDERED', 'EXPIRED');

-- CreateEnum
CREATE TYPE "OrderStatus" AS ENUM ('INCOMPLETE', 'MANUAL', 'CONFIRMED', 'TRANSFERRED', 'COMPLETE', 'CANCELLED');

-- AlterTable
ALTER TABLE "Account" ADD COLUMN     "collectionCutDays" INTEGER,
ADD COLUMN     "priceAdjustment" DECIMAL(12,4);

-- CreateTable
CREATE TABLE "Basket" (
    "id" TEXT NOT NULL,
    "buyerAccountId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "status" "BasketStatus" NOT NULL DEFAULT 'OPEN',
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Basket_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BasketItem" (
    "id" SERIAL NOT NULL,
    "basketId" TEXT NOT NULL,
    "offerId" INTEGER NOT NULL,
    "quantity" DECIMAL(12,3) NOT NULL,
    "unitCount" INTEGER,
    "reservedPrice" DECIMAL(12,4) NOT NULL,
    "windowId" INTEGER NOT NULL,
    "paymentTermId" INTEGER,
    "liftingPeriodId" INTEGER,
    "deliveryLocationId" INTEGER,

    CONSTRAINT "BasketItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Order" (
    "id" SERIAL NOT NULL,
    "orderNumber" TEXT NOT NULL,
    "contractNumber" TEXT NOT NULL,
    "pickupNumber" TEXT NOT NULL,
    "liftingMasterNumber" TEXT,
    "originalOrderId" INTEGER,
    "buyerAccountId" INTEGER NOT NULL,
    "buyerUserId" INTEGER NOT NULL,
    "sellerAccountId" INTEGER NOT NULL,
    "offerId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "terminalId" INTEGER NOT NULL,
    "status" "OrderStatus" NOT NULL DEFAULT 'INCOMPLETE',
    "quantity" DECIMAL(12,3) NOT NULL,
    "unitCount" INTEGER,
    "purchaseUnit" TEXT NOT NULL DEFAULT 'cubic_meter',
    "price" DECIMAL(12,4) NOT NULL,
    "net" DECIMAL(14,2) NOT NULL,
    "vatRate" DECIMAL(5,2) NOT NULL,
    "vat" DECIMAL(14,2) NOT NULL,
    "gross" DECIMAL(14,2) NOT NULL,
    "currency" TEXT NOT NULL,
    "paymentTermId" INTEGER,
    "liftingPeriodId" INTEGER,
    "collectionStart" TIMESTAMP(3),
    "collectionEnd" TIMESTAMP(3),
    "deliveryLocationId" INTEGER,
    "windowId" INTEGER NOT NULL,
    "edited" BOOLEAN NOT NULL DEFAULT false,
    "created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Order_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderEvent" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "fromStatus" "OrderStatus",
    "toStatus" "OrderStatus" NOT NULL,
    "userId" INTEGER NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IdempotencyKey" (
    "accountId" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "requestHash" TEXT NOT NULL,
    "response" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IdempotencyKey_pkey" PRIMARY KEY ("accountId","key")
);

-- CreateTable
CREATE TABLE "PurchaseLimit" (
    "accountId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "limitCbm" DECIMAL(12,3) NOT NULL,

    CONSTRAINT "PurchaseLimit_pkey" PRIMARY KEY ("accountId","productId")
);

-- CreateIndex
CREATE INDEX "Basket_buyerAccountId_status_idx" ON "Basket"("buyerAccountId", "status");

-- CreateIndex
CREATE INDEX "BasketItem_basketId_idx" ON "BasketItem"("basketId");

-- CreateIndex
CREATE UNIQUE INDEX "Order_orderNumber_key" ON "Order"("orderNumber");

-- CreateIndex
CREATE INDEX "Order_buyerAccountId_created_idx" ON "Order"("buyerAccountId", "created" DESC);

-- CreateIndex
CREATE INDEX "Order_sellerAccountId_created_idx" ON "Order"("sellerAccountId", "created" DESC);

-- CreateIndex
CREATE INDEX "Order_sellerAccountId_status_idx" ON "Order"("sellerAccountId", "status");

-- CreateIndex
CREATE INDEX "Order_buyerAccountId_sellerAccountId_status_created_idx" ON "Order"("buyerAccountId", "sellerAccountId", "status", "created");

-- CreateIndex
CREATE INDEX "OrderEvent_orderId_idx" ON "OrderEvent"("orderId");

-- AddForeignKey
ALTER TABLE "BasketItem" ADD CONSTRAINT "BasketItem_basketId_fkey" FOREIGN KEY ("basketId") REFERENCES "Basket"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderEvent" ADD CONSTRAINT "OrderEvent_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Integrity the schema language cannot say.
ALTER TABLE "Order" ADD CONSTRAINT "Order_amounts" CHECK ("quantity" > 0 AND "net" >= 0 AND "vat" >= 0 AND "gross" = "net" + "vat");
ALTER TABLE "Order" ADD CONSTRAINT "Order_buyer_fkey" FOREIGN KEY ("buyerAccountId") REFERENCES "Account"("id");
ALTER TABLE "Order" ADD CONSTRAINT "Order_seller_fkey" FOREIGN KEY ("sellerAccountId") REFERENCES "Account"("id");
ALTER TABLE "Order" ADD CONSTRAINT "Order_offer_fkey" FOREIGN KEY ("offerId") REFERENCES "Offer"("id");
ALTER TABLE "Order" ADD CONSTRAINT "Order_product_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id");
ALTER TABLE "Order" ADD CONSTRAINT "Order_terminal_fkey" FOREIGN KEY ("terminalId") REFERENCES "Terminal"("id");
ALTER TABLE "BasketItem" ADD CONSTRAINT "BasketItem_quantity" CHECK ("quantity" > 0);
ALTER TABLE "BasketItem" ADD CONSTRAINT "BasketItem_offer_fkey" FOREIGN KEY ("offerId") REFERENCES "Offer"("id");
ALTER TABLE "Basket" ADD CONSTRAINT "Basket_buyer_fkey" FOREIGN KEY ("buyerAccountId") REFERENCES "Account"("id");
ALTER TABLE "PurchaseLimit" ADD CONSTRAINT "PurchaseLimit_limit" CHECK ("limitCbm" >= 0);
