-- The collection window a trigger fixed: the first and last day of its lifting period, counted
-- from the day it was placed (the brand's zone), kept on the order, as the period itself is only
-- relative ("Prompt": today to 3 days on). Existing orders take theirs from the day they were
-- placed in Berlin (Zurich keeps the same clock), with their period as it is now.
ALTER TABLE "TriggerOrder" ADD COLUMN "liftingStart" DATE, ADD COLUMN "liftingEnd" DATE;

UPDATE "TriggerOrder" t SET
  "liftingStart" = (t."created" AT TIME ZONE 'UTC' AT TIME ZONE 'Europe/Berlin')::date
                   + coalesce((SELECT p."startDays" FROM "LiftingPeriod" p WHERE p."id" = t."liftingPeriodId"), 0),
  "liftingEnd" = (t."created" AT TIME ZONE 'UTC' AT TIME ZONE 'Europe/Berlin')::date
                 + coalesce((SELECT p."endDays" FROM "LiftingPeriod" p WHERE p."id" = t."liftingPeriodId"), 0);

ALTER TABLE "TriggerOrder"
  ALTER COLUMN "liftingStart" SET NOT NULL,
  ALTER COLUMN "liftingEnd" SET NOT NULL,
  ADD CONSTRAINT "TriggerOrder_lifting_days" CHECK ("liftingEnd" >= "liftingStart");
