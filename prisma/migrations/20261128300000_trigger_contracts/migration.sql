-- CreateEnum
CREATE TYPE "TriggerOrderStatus" AS ENUM ('PENDING', 'CONFIRMED', 'CANCELLED');

-- CreateTable
CREATE TABLE "TriggerContract" (
    "id" SERIAL NOT NULL,
    "sellerAccountId" INTEGER NOT NULL,
    "buyerAccountId" INTEGER NOT NULL,
    "ekkNumber" TEXT NOT NULL,
    "terminalId" INTEGER NOT NULL,
    "month" TEXT NOT NULL,
    "monthlyVolume" DECIMAL(12,3) NOT NULL,
    "flexibility" DECIMAL(5,2) NOT NULL DEFAULT 0,
    "orderMin" DECIMAL(12,3) NOT NULL,
    "orderMax" DECIMAL(12,3) NOT NULL,
    "weekdays" INTEGER[],
    "timeFrom" TEXT NOT NULL,
    "timeTo" TEXT NOT NULL,
    "dailyCount" INTEGER NOT NULL,
    "iceMonth" INTEGER NOT NULL,
    "premium" DECIMAL(12,4) NOT NULL,
    "premiumUnit" TEXT NOT NULL DEFAULT 'EUR/100L15',
    "conversionFactor" DECIMAL(6,4),
    "comment" TEXT NOT NULL DEFAULT '',
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TriggerContract_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TriggerContractProduct" (
    "contractId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "percent" DECIMAL(5,2) NOT NULL,

    CONSTRAINT "TriggerContractProduct_pkey" PRIMARY KEY ("contractId","productId")
);

-- CreateTable
CREATE TABLE "TriggerOrder" (
    "id" SERIAL NOT NULL,
    "orderNumber" TEXT NOT NULL,
    "contractId" INTEGER NOT NULL,
    "buyerAccountId" INTEGER NOT NULL,
    "buyerUserId" INTEGER NOT NULL,
    "sellerAccountId" INTEGER NOT NULL,
    "status" "TriggerOrderStatus" NOT NULL DEFAULT 'PENDING',
    "quantity" DECIMAL(12,3) NOT NULL,
    "liftingPeriodId" INTEGER NOT NULL,
    "pickupStart" TIMESTAMP(3),
    "windowId" INTEGER NOT NULL,
    "created" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMP(3),
    "decidedBy" INTEGER,

    CONSTRAINT "TriggerOrder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TriggerOrderItem" (
    "id" SERIAL NOT NULL,
    "triggerOrderId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "quantity" DECIMAL(12,3) NOT NULL,
    "price" DECIMAL(12,4) NOT NULL,
    "breakdown" JSONB NOT NULL,

    CONSTRAINT "TriggerOrderItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "TriggerContract_buyerAccountId_idx" ON "TriggerContract"("buyerAccountId");

-- CreateIndex
CREATE INDEX "TriggerContract_sellerAccountId_idx" ON "TriggerContract"("sellerAccountId");

-- CreateIndex
CREATE UNIQUE INDEX "TriggerOrder_orderNumber_key" ON "TriggerOrder"("orderNumber");

-- CreateIndex
CREATE INDEX "TriggerOrder_contractId_status_idx" ON "TriggerOrder"("contractId", "status");

-- CreateIndex
CREATE INDEX "TriggerOrder_buyerAccountId_created_idx" ON "TriggerOrder"("buyerAccountId", "created" DESC);

-- CreateIndex
CREATE INDEX "TriggerOrder_sellerAccountId_created_idx" ON "TriggerOrder"("sellerAccountId", "created" DESC);

-- CreateIndex
CREATE INDEX "TriggerOrderItem_triggerOrderId_idx" ON "TriggerOrderItem"("triggerOrderId");

-- AddForeignKey
ALTER TABLE "TriggerContractProduct" ADD CONSTRAINT "TriggerContractProduct_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "TriggerContract"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TriggerOrder" ADD CONSTRAINT "TriggerOrder_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "TriggerContract"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TriggerOrderItem" ADD CONSTRAINT "TriggerOrderItem_triggerOrderId_fkey" FOREIGN KEY ("triggerOrderId") REFERENCES "TriggerOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;


ALTER TABLE "TriggerContract" ADD CONSTRAINT "TriggerContract_volumes" CHECK (
  "monthlyVolume" > 0 AND "flexibility" >= 0 AND "orderMin" >= 1 AND "orderMin" <= "orderMax" AND "dailyCount" > 0 AND "iceMonth" BETWEEN 0 AND 6);
ALTER TABLE "TriggerContractProduct" ADD CONSTRAINT "TriggerContractProduct_percent" CHECK ("percent" > 0 AND "percent" <= 100);
ALTER TABLE "TriggerOrderItem" ADD CONSTRAINT "TriggerOrderItem_quantity" CHECK ("quantity" >= 1);
