-- CreateEnum
CREATE TYPE "TargetOrderStatus" AS ENUM ('OPEN', 'PARTLY_FILLED', 'FILLED', 'SUSPENDED', 'EXPIRED', 'CANCELLED');

-- CreateTable
CREATE TABLE "TargetOrder" (
    "id" SERIAL NOT NULL,
    "accountId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "terminalIds" INTEGER[],
    "sellerAccountIds" INTEGER[],
    "deliveryLocationId" INTEGER,
    "liftingPeriodId" INTEGER,
    "paymentTermId" INTEGER,
    "volume" DECIMAL(12,3) NOT NULL,
    "filledVolume" DECIMAL(12,3) NOT NULL DEFAULT 0,
    "partFills" BOOLEAN NOT NULL DEFAULT false,
    "minPart" DECIMAL(12,3),
    "limitPrice" DECIMAL(12,4) NOT NULL,
    "validUntil" TEXT NOT NULL,
    "status" "TargetOrderStatus" NOT NULL DEFAULT 'OPEN',
    "suspendedReason" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TargetOrder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TargetOrderFill" (
    "id" SERIAL NOT NULL,
    "targetOrderId" INTEGER NOT NULL,
    "fillNumber" INTEGER NOT NULL,
    "windowId" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "quantity" DECIMAL(12,3) NOT NULL,
    "price" DECIMAL(12,4) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TargetOrderFill_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "TargetOrder_accountId_createdAt_idx" ON "TargetOrder"("accountId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "TargetOrder_status_id_idx" ON "TargetOrder"("status", "id");

-- CreateIndex
CREATE UNIQUE INDEX "TargetOrderFill_orderId_key" ON "TargetOrderFill"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "TargetOrderFill_targetOrderId_fillNumber_key" ON "TargetOrderFill"("targetOrderId", "fillNumber");

-- CreateIndex
CREATE UNIQUE INDEX "TargetOrderFill_targetOrderId_windowId_key" ON "TargetOrderFill"("targetOrderId", "windowId");

-- AddForeignKey
ALTER TABLE "TargetOrderFill" ADD CONSTRAINT "TargetOrderFill_targetOrderId_fkey" FOREIGN KEY ("targetOrderId") REFERENCES "TargetOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- A target order never fills beyond its volume, whatever a caller does.
ALTER TABLE "TargetOrder" ADD CONSTRAINT "TargetOrder_filled_within_volume" CHECK ("filledVolume" >= 0 AND "filledVolume" <= "volume");
