-- trading-domain 5: one rule per kind, scope and target sets (DUTY rules by name, PRICE rules by
-- group), as checkRuleDuplicate decides. The index makes two parallel saves of the same rule fail
-- the second one instead of both passing the check. An empty name or group counts as none; the
-- name only identifies DUTY rules and the group only PRICE rules, so for other kinds they are NULL
-- and NULLS NOT DISTINCT makes those equal. Expiry rules (one per day in the brand's zone) and
-- densities (one per product, overlapping sets) are kept by the check alone.
CREATE UNIQUE INDEX "PriceRule_identity_key" ON "PriceRule" (
  "sellerAccountId", "kind", "scope", "networkIds", "terminalIds", "productIds", "offerIds", "accountIds",
  (CASE WHEN "kind" = 'DUTY' THEN coalesce("name", '') END),
  (CASE WHEN "kind" = 'PRICE' THEN coalesce("groupName", '') END)
) NULLS NOT DISTINCT WHERE "kind" NOT IN ('ICE_EXPIRY', 'DENSITY');
