-- CreateEnum
CREATE TYPE "PriceType" AS ENUM ('FIXED', 'TRACKING', 'API');

-- CreateEnum
CREATE TYPE "OfferStatus" AS ENUM ('ACTIVE', 'PAUSED', 'REMOVED');

-- CreateEnum
CREATE TYPE "RuleScope" AS ENUM ('GLOBAL', 'NETWORK', 'TERMINAL', 'PRODUCT', 'OFFER', 'ACCOUNT');

-- CreateEnum
CREATE TYPE "RuleKind" AS ENUM ('DUTY', 'DENSITY', 'BIO_BLEND', 'FX', 'FX_LIVE_SYMBOL', 'FX_LIVE_PREMIUM', 'ICE_EXPIRY', 'ICE_LIVE', 'ICE_LIVE_PREMIUM', 'ICE_SETTLE', 'PRODUCT_SETTLE', 'PRICE', 'MIN_PRICE_TRACKING', 'MIN_PRICE_FIXED');

-- CreateEnum
CREATE TYPE "AlertOperator" AS ENUM ('GTE', 'LTE');

-- CreateEnum
CREATE TYPE "AlertStatus" AS ENUM ('ACTIVE', 'TRIGGERED');

-- CreateTable
CREATE TABLE "MarketQuote" (
    "id" BIGSERIAL NOT NULL,
    "symbol" TEXT NOT NULL,
    "price" DECIMAL(14,4) NOT NULL,
    "settlement" BOOLEAN NOT NULL DEFAULT false,
    "timestamp" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MarketQuote_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MarketWindow" (
    "id" SERIAL NOT NULL,
    "platformId" TEXT NOT NULL,
    "created" TIMESTAMP(3) NOT NULL,
    "expires" TIMESTAMP(3) NOT NULL,
    "isClone" BOOLEAN NOT NULL,
    "marketChange" DECIMAL(14,4) NOT NULL,
    "prices" JSONB NOT NULL,

    CONSTRAINT "MarketWindow_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Offer" (
    "id" SERIAL NOT NULL,
    "sellerAccountId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "terminalId" INTEGER NOT NULL,
    "status" "OfferStatus" NOT NULL DEFAULT 'ACTIVE',
    "priceType" "PriceType" NOT NULL,
    "priceUnit" TEXT NOT NULL DEFAULT 'PER_100L15',
    "fixedPrice" DECIMAL(12,4),
    "iceMonth" INTEGER,
    "fxSymbol" TEXT,
    "fxPremium" DECIMAL(12,6),
    "surcharge" DECIMAL(12,4) NOT NULL DEFAULT 0,
    "totalVolume" DECIMAL(12,3) NOT NULL,
    "remainingVolume" DECIMAL(12,3) NOT NULL,
    "minOrderQuantity" DECIMAL(12,3) NOT NULL,
    "maxOrderQuantity" DECIMAL(12,3) NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "dailyStart" TEXT,
    "dailyEnd" TEXT,
    "liftingPeriodId" INTEGER,
    "collectionStart" TIMESTAMP(3),
    "collectionEnd" TIMESTAMP(3),
    "minimumPrice" DECIMAL(12,4),
    "maxPriceDrop" DECIMAL(12,4),
    "anonymous" BOOLEAN NOT NULL DEFAULT false,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Offer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PriceRule" (
    "id" SERIAL NOT NULL,
    "sellerAccountId" INTEGER NOT NULL,
    "kind" "RuleKind" NOT NULL,
    "scope" "RuleScope" NOT NULL,
    "groupName" TEXT,
    "name" TEXT,
    "value" DECIMAL(14,6) NOT NULL,
    "unit" TEXT,
    "symbol" TEXT,
    "expiresAt" TIMESTAMP(3),
    "direction" TEXT,
    "networkIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "terminalIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "productIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "offerIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "accountIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PriceRule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PriceAlert" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "accountId" INTEGER NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "price" DECIMAL(12,4) NOT NULL,
    "operator" "AlertOperator" NOT NULL,
    "productId" INTEGER NOT NULL,
    "terminalId" INTEGER NOT NULL,
    "liftingPeriodType" TEXT NOT NULL DEFAULT 'ALL',
    "status" "AlertStatus" NOT NULL DEFAULT 'ACTIVE',
    "triggeredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PriceAlert_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MarketQuote_symbol_settlement_timestamp_idx" ON "MarketQuote"("symbol", "settlement", "timestamp");

-- CreateIndex
CREATE INDEX "MarketWindow_platformId_expires_idx" ON "MarketWindow"("platformId", "expires");

-- CreateIndex
CREATE UNIQUE INDEX "MarketWindow_platformId_created_key" ON "MarketWindow"("platformId", "created");

-- CreateIndex
CREATE INDEX "Offer_status_productId_terminalId_idx" ON "Offer"("status", "productId", "terminalId");

-- CreateIndex
CREATE INDEX "Offer_sellerAccountId_idx" ON "Offer"("sellerAccountId");

-- CreateIndex
CREATE INDEX "PriceRule_sellerAccountId_kind_idx" ON "PriceRule"("sellerAccountId", "kind");

-- CreateIndex
CREATE INDEX "PriceAlert_status_idx" ON "PriceAlert"("status");

-- CreateIndex
CREATE INDEX "PriceAlert_accountId_idx" ON "PriceAlert"("accountId");


-- Integrity the schema language cannot say: an offer is never oversold, and every reference exists.
ALTER TABLE "Offer" ADD CONSTRAINT "Offer_remaining_not_negative" CHECK ("remainingVolume" >= 0 AND "remainingVolume" <= "totalVolume");
ALTER TABLE "Offer" ADD CONSTRAINT "Offer_order_quantities" CHECK ("minOrderQuantity" > 0 AND "minOrderQuantity" <= "maxOrderQuantity");
ALTER TABLE "Offer" ADD CONSTRAINT "Offer_seller_fkey" FOREIGN KEY ("sellerAccountId") REFERENCES "Account"("id");
ALTER TABLE "Offer" ADD CONSTRAINT "Offer_product_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id");
ALTER TABLE "Offer" ADD CONSTRAINT "Offer_terminal_fkey" FOREIGN KEY ("terminalId") REFERENCES "Terminal"("id");
ALTER TABLE "PriceRule" ADD CONSTRAINT "PriceRule_seller_fkey" FOREIGN KEY ("sellerAccountId") REFERENCES "Account"("id");
ALTER TABLE "PriceAlert" ADD CONSTRAINT "PriceAlert_user_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE;
ALTER TABLE "PriceAlert" ADD CONSTRAINT "PriceAlert_product_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id");
ALTER TABLE "PriceAlert" ADD CONSTRAINT "PriceAlert_terminal_fkey" FOREIGN KEY ("terminalId") REFERENCES "Terminal"("id");
