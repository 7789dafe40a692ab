-- AlterTable
ALTER TABLE "Account" ADD COLUMN     "shareholderCreditDays" INTEGER,
ADD COLUMN     "shareholderCreditLimit" DECIMAL(14,2),
ADD COLUMN     "shareholderTerminalIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- CreateIndex
CREATE INDEX "AuditLog_accountId_at_idx" ON "AuditLog"("accountId", "at");

