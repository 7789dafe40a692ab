-- Who did what when on a relationship: the buyer's request message, the last decision (when, by
-- whom, the seller's message) and which side set it DISABLED, so a seller cannot revive a
-- relationship the buyer ended.
CREATE TYPE "RelationshipParty" AS ENUM ('BUYER', 'SELLER');

ALTER TABLE "Relationship"
  ADD COLUMN "requestMessage" TEXT,
  ADD COLUMN "decidedAt" TIMESTAMP(3),
  ADD COLUMN "decidedByName" TEXT,
  ADD COLUMN "decisionMessage" TEXT,
  ADD COLUMN "disabledBy" "RelationshipParty";

-- Existing relationships take the last status change the audit log holds for them, unless it was
-- the request itself: a cancel is the buyer's, any other change the seller's.
WITH "lastChange" AS (
  SELECT DISTINCT ON (("detail"->>'relationshipId')::int)
    ("detail"->>'relationshipId')::int AS "relationshipId", "event", "at", "userId"
  FROM "AuditLog"
  WHERE "event" IN ('relationship_requested', 'relationship_updated', 'relationship_cancelled')
    AND "detail"->'before'->>'status' IS DISTINCT FROM "detail"->'after'->>'status'
  ORDER BY ("detail"->>'relationshipId')::int, "at" DESC, "id" DESC
)
UPDATE "Relationship" r
SET "decidedAt" = c."at",
    "decidedByName" = nullif(concat_ws(' ', u."firstName", u."lastName"), ''),
    "disabledBy" = CASE WHEN r."status" = 'DISABLED' THEN
      (CASE WHEN c."event" = 'relationship_cancelled' THEN 'BUYER' ELSE 'SELLER' END)::"RelationshipParty" END
FROM "lastChange" c
LEFT JOIN "User" u ON u."id" = c."userId"
WHERE r."id" = c."relationshipId" AND c."event" <> 'relationship_requested';
