-- A mail's secret (reset link, one-time code) is masked in the outbox once the mail is sent or the
-- secret expired: the masked body waits beside the body until then.
ALTER TABLE "EmailOutbox" ADD COLUMN "redactedBody" TEXT,
ADD COLUMN "secretExpiresAt" TIMESTAMP(3);

CREATE INDEX "EmailOutbox_secretExpiresAt_idx" ON "EmailOutbox"("secretExpiresAt") WHERE "redactedBody" IS NOT NULL;
