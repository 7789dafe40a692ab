-- A seller's edit of a buyer relationship names the version it was loaded at, so two colleagues
-- editing the same buyer cannot overwrite each other unseen (409, as pricing rules answer).
ALTER TABLE "Relationship" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1;
