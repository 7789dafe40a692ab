-- Whether a user has set a password of its own: null while a new user (operator's first admin, a
-- team member) has only the welcome link, so the operator can mail a new one. Users made with a
-- password (seed, operator:create) have it from the start.
ALTER TABLE "User" ADD COLUMN "passwordSetAt" TIMESTAMP(3) DEFAULT CURRENT_TIMESTAMP;

-- Existing users who were mailed a link and never used one, never logged in nor changed a password
-- have only the welcome link.
UPDATE "User" u SET "passwordSetAt" = NULL
WHERE EXISTS (SELECT 1 FROM "PasswordResetKey" k WHERE k."userId" = u."id")
  AND NOT EXISTS (SELECT 1 FROM "AuditLog" a WHERE a."userId" = u."id" AND a."event" IN ('login_succeeded', 'password_reset', 'password_changed'));
