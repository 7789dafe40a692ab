-- CreateTable
CREATE TABLE "RevokedSession" (
    "userId" INTEGER NOT NULL,
    "authAt" BIGINT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RevokedSession_pkey" PRIMARY KEY ("userId","authAt")
);

-- CreateIndex
CREATE INDEX "RevokedSession_expiresAt_idx" ON "RevokedSession"("expiresAt");

