-- More of what open screens are told on the channel market_push (docs/market-stream.md), again by
-- triggers so that no writer can forget it:
-- - a relationship's change (enabled, blocked, its terminals or products, any field) changes that
--   buyer's market: {"p":platform,"b":buyer,"s":seller,"e":enabled now}; the buyer's streams load
--   the market whole and start or stop hearing of the seller's offers;
-- - a catalogue change by the operator (product, terminal, region, lifting period, VAT rate)
--   changes every market: {"c":true}; every stream loads its market whole;
-- - a new order or an order's new status: {"p":platform,"b":buyer,"r":[order ids]}, for the
--   buyer's order screens (at most 500 ids per notification).

CREATE FUNCTION "notify_relationships_pushed"(relationship_ids INTEGER[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('market_push', json_build_object('p', a."platformId", 'b', r."buyerAccountId", 's', r."sellerAccountId", 'e', r."status" = 'ENABLED')::text)
    FROM "Relationship" r JOIN "Account" a ON a."id" = r."buyerAccountId"
    WHERE r."id" = ANY(relationship_ids);
END
$$;

-- A deleted relationship is named from its old row: nothing is left to read.
CREATE FUNCTION "Relationship_pushed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        PERFORM pg_notify('market_push', json_build_object('p', a."platformId", 'b', o."buyerAccountId", 's', o."sellerAccountId", 'e', false)::text)
        FROM old_rows o JOIN "Account" a ON a."id" = o."buyerAccountId";
    ELSIF TG_OP = 'INSERT' THEN
        PERFORM "notify_relationships_pushed"(ARRAY(SELECT n."id" FROM new_rows n));
    ELSE
        PERFORM "notify_relationships_pushed"(ARRAY(
            SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
            WHERE to_jsonb(n) - 'version' IS DISTINCT FROM to_jsonb(o) - 'version'));
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER "Relationship_pushed_insert" AFTER INSERT ON "Relationship"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "Relationship_pushed"();
CREATE TRIGGER "Relationship_pushed_update" AFTER UPDATE ON "Relationship"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "Relationship_pushed"();
CREATE TRIGGER "Relationship_pushed_delete" AFTER DELETE ON "Relationship"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "Relationship_pushed"();

-- The terminals and products a relationship is narrowed to.
CREATE FUNCTION "RelationshipScope_pushed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM "notify_relationships_pushed"(ARRAY(SELECT DISTINCT n."relationshipId" FROM new_rows n));
    ELSE
        PERFORM "notify_relationships_pushed"(ARRAY(SELECT DISTINCT o."relationshipId" FROM old_rows o));
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER "RelationshipTerminal_pushed_insert" AFTER INSERT ON "RelationshipTerminal"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "RelationshipScope_pushed"();
CREATE TRIGGER "RelationshipTerminal_pushed_delete" AFTER DELETE ON "RelationshipTerminal"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "RelationshipScope_pushed"();
CREATE TRIGGER "RelationshipProduct_pushed_insert" AFTER INSERT ON "RelationshipProduct"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "RelationshipScope_pushed"();
CREATE TRIGGER "RelationshipProduct_pushed_delete" AFTER DELETE ON "RelationshipProduct"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "RelationshipScope_pushed"();

-- The operator's catalogue: every market of every platform loads whole (the operator edits it
-- rarely; a market's filters and prices read all of it).
CREATE FUNCTION "catalogue_pushed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('market_push', '{"c":true}');
    RETURN NULL;
END
$$;

CREATE TRIGGER "Product_pushed" AFTER INSERT OR UPDATE OR DELETE ON "Product" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_pushed"();
CREATE TRIGGER "Terminal_pushed" AFTER INSERT OR UPDATE OR DELETE ON "Terminal" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_pushed"();
CREATE TRIGGER "Region_pushed" AFTER INSERT OR UPDATE OR DELETE ON "Region" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_pushed"();
CREATE TRIGGER "LiftingPeriod_pushed" AFTER INSERT OR UPDATE OR DELETE ON "LiftingPeriod" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_pushed"();
CREATE TRIGGER "VatRate_pushed" AFTER INSERT OR UPDATE OR DELETE ON "VatRate" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_pushed"();

-- A new order, or an order whose status changed, for the order screens of its buyer.
CREATE FUNCTION "Order_pushed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    ids INTEGER[];
    buyers INTEGER[];
BEGIN
    IF TG_OP = 'INSERT' THEN
        SELECT array_agg(n."id"), array_agg(n."buyerAccountId") INTO ids, buyers FROM new_rows n;
    ELSE
        SELECT array_agg(n."id"), array_agg(n."buyerAccountId") INTO ids, buyers
        FROM new_rows n JOIN old_rows o ON o."id" = n."id" WHERE n."status" IS DISTINCT FROM o."status";
    END IF;
    IF ids IS NOT NULL THEN
        PERFORM pg_notify('market_push', json_build_object('p', a."platformId", 'b', c.buyer, 'r', c.ids)::text)
        FROM (
            SELECT buyer, array_agg(id ORDER BY id) AS ids
            FROM (
                SELECT id, buyer, (row_number() OVER (PARTITION BY buyer ORDER BY id) - 1) / 500 AS chunk
                FROM unnest(ids, buyers) AS t(id, buyer)
            ) numbered
            GROUP BY buyer, chunk
        ) c
        JOIN "Account" a ON a."id" = c.buyer;
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER "Order_pushed_insert" AFTER INSERT ON "Order"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "Order_pushed"();
CREATE TRIGGER "Order_pushed_update" AFTER UPDATE ON "Order"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "Order_pushed"();
