-- A change of the login e-mail waits here until the link mailed to the new address confirms it;
-- only the SHA-256 of the link's key is stored.
CREATE TABLE "EmailChangeKey" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "newEmail" TEXT NOT NULL,
    "keyHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmailChangeKey_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "EmailChangeKey_keyHash_key" ON "EmailChangeKey"("keyHash");
CREATE INDEX "EmailChangeKey_userId_idx" ON "EmailChangeKey"("userId");

ALTER TABLE "EmailChangeKey" ADD CONSTRAINT "EmailChangeKey_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
