-- The shell's metadata holds, per account, its delivery addresses, the sellers it has relationships
-- with (their names and the relationship's status) and whether shareholder children hang below it.
-- Every write to these bumps the account's metadata version in the same transaction. The session
-- read returns the version, so an instance may keep the metadata keyed by it: a committed change
-- shows at the very next request on every instance, and no time-out decides freshness.
ALTER TABLE "Account" ADD COLUMN "metadataVersion" INTEGER NOT NULL DEFAULT 0;

CREATE FUNCTION "bump_account_metadata"(account_ids INTEGER[]) RETURNS void LANGUAGE sql AS $$
    UPDATE "Account" SET "metadataVersion" = "metadataVersion" + 1 WHERE "id" = ANY(account_ids);
$$;

-- Delivery addresses: the account that owns the address (before and after the change).
CREATE FUNCTION "location_metadata_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM "bump_account_metadata"(ARRAY[NEW."accountId"]);
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM "bump_account_metadata"(ARRAY[OLD."accountId"]);
    ELSE
        PERFORM "bump_account_metadata"(ARRAY[OLD."accountId", NEW."accountId"]);
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER "DeliveryLocation_metadata_changed" AFTER INSERT OR UPDATE OR DELETE ON "DeliveryLocation"
    FOR EACH ROW EXECUTE FUNCTION "location_metadata_changed"();

-- Relationships: the buyer, whose seller list shows the relationship's status.
CREATE FUNCTION "relationship_metadata_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM "bump_account_metadata"(ARRAY[NEW."buyerAccountId"]);
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM "bump_account_metadata"(ARRAY[OLD."buyerAccountId"]);
    ELSIF OLD."status" IS DISTINCT FROM NEW."status" OR OLD."buyerAccountId" <> NEW."buyerAccountId" OR OLD."sellerAccountId" <> NEW."sellerAccountId" THEN
        PERFORM "bump_account_metadata"(ARRAY[OLD."buyerAccountId", NEW."buyerAccountId"]);
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER "Relationship_metadata_changed" AFTER INSERT OR UPDATE OR DELETE ON "Relationship"
    FOR EACH ROW EXECUTE FUNCTION "relationship_metadata_changed"();

-- Accounts: a seller's new name shows in its buyers' lists; a child's parent or shareholder flag
-- in its parents'. The bump itself changes only "metadataVersion", which fires none of these.
CREATE FUNCTION "account_metadata_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."parentId" IS NOT NULL THEN
        PERFORM "bump_account_metadata"(ARRAY[OLD."parentId"]);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."parentId" IS NOT NULL THEN
        PERFORM "bump_account_metadata"(ARRAY[NEW."parentId"]);
    END IF;
    IF TG_OP = 'UPDATE' AND OLD."name" IS DISTINCT FROM NEW."name" THEN
        PERFORM "bump_account_metadata"(ARRAY(SELECT r."buyerAccountId" FROM "Relationship" r WHERE r."sellerAccountId" = NEW."id"));
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER "Account_metadata_changed" AFTER INSERT OR DELETE OR UPDATE OF "name", "parentId", "isShareholder" ON "Account"
    FOR EACH ROW EXECUTE FUNCTION "account_metadata_changed"();
