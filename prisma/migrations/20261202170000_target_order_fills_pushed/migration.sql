-- A target order's fill shows on the buyer's screens at once (design 13): the buyer's market
-- stream is told on the channel market_push at the fill's commit, by a trigger like the offers',
-- so no writer of fills can forget it. The payload names the buyer account, whose streams alone
-- pass it on, and the target order and order of the fill.
CREATE FUNCTION "TargetOrderFill_pushed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('market_push', json_build_object(
        'p', a."platformId",
        'b', t."accountId",
        'f', json_build_object('targetOrderId', NEW."targetOrderId", 'orderId', NEW."orderId"))::text)
    FROM "TargetOrder" t JOIN "Account" a ON a."id" = t."accountId"
    WHERE t."id" = NEW."targetOrderId";
    RETURN NULL;
END
$$;

CREATE TRIGGER "TargetOrderFill_pushed" AFTER INSERT ON "TargetOrderFill"
    FOR EACH ROW EXECUTE FUNCTION "TargetOrderFill_pushed"();

-- The menu's badge counts the fills nobody of the buyer's company has seen on the screen yet.
-- The fills made before count as seen.
ALTER TABLE "TargetOrderFill" ADD COLUMN "seenAt" TIMESTAMP(3);
UPDATE "TargetOrderFill" SET "seenAt" = "createdAt";
