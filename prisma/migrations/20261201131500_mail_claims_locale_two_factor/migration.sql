-- AlterTable
ALTER TABLE "Account" ADD COLUMN     "twoFactorRequired" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "locale" TEXT;

-- AlterTable
ALTER TABLE "EmailOutbox" ADD COLUMN     "claimedAt" TIMESTAMP(3),
ADD COLUMN     "nextAttemptAt" TIMESTAMP(3);

