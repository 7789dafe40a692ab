-- CreateTable
CREATE TABLE "LoginLock" (
    "email" TEXT NOT NULL,
    "ip" TEXT NOT NULL,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "since" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lockouts" INTEGER NOT NULL DEFAULT 0,
    "lockedUntil" TIMESTAMP(3),

    CONSTRAINT "LoginLock_pkey" PRIMARY KEY ("email","ip")
);

-- A user locked until a reset stays locked for the first lock's time, then the new rules apply.
INSERT INTO "LoginLock" ("email", "ip", "lockouts", "lockedUntil")
SELECT "email", '*', 1, (now() AT TIME ZONE 'UTC') + interval '15 minutes' FROM "User" WHERE "locked";

-- AlterTable
ALTER TABLE "User" DROP COLUMN "failedLogins",
DROP COLUMN "locked";
