-- CreateEnum
CREATE TYPE "UploadKind" AS ENUM ('OFFERS', 'CREDIT_LIMITS');

-- CreateTable
CREATE TABLE "Upload" (
    "id" TEXT NOT NULL,
    "sellerAccountId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "userName" TEXT NOT NULL,
    "kind" "UploadKind" NOT NULL,
    "fileName" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "rows" JSONB NOT NULL,
    "errorCount" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "appliedAt" TIMESTAMP(3),
    "created" INTEGER NOT NULL DEFAULT 0,
    "updated" INTEGER NOT NULL DEFAULT 0,
    "deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Upload_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SellerApiToken" (
    "id" SERIAL NOT NULL,
    "sellerAccountId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdByUserId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "SellerApiToken_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Upload_sellerAccountId_appliedAt_idx" ON "Upload"("sellerAccountId", "appliedAt");

-- CreateIndex
CREATE UNIQUE INDEX "SellerApiToken_tokenHash_key" ON "SellerApiToken"("tokenHash");

-- CreateIndex
CREATE INDEX "SellerApiToken_sellerAccountId_idx" ON "SellerApiToken"("sellerAccountId");

