-- CreateEnum
CREATE TYPE "BarrelReturnStatus" AS ENUM ('REQUESTED', 'COLLECTED');

-- CreateTable
CREATE TABLE "BarrelReturn" (
    "id" SERIAL NOT NULL,
    "buyerAccountId" INTEGER NOT NULL,
    "sellerAccountId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "purchaseUnit" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "status" "BarrelReturnStatus" NOT NULL DEFAULT 'REQUESTED',
    "requestedBy" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "collectedAt" TIMESTAMP(3),
    "collectedBy" INTEGER,

    CONSTRAINT "BarrelReturn_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BarrelReturn_buyerAccountId_createdAt_idx" ON "BarrelReturn"("buyerAccountId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "BarrelReturn_sellerAccountId_status_idx" ON "BarrelReturn"("sellerAccountId", "status");

ALTER TABLE "BarrelReturn" ADD CONSTRAINT "BarrelReturn_count" CHECK ("count" > 0);
