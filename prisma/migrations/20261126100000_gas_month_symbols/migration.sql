-- The ICE gasoil months M01..M06 are written as platform-shell 3 writes them: /GAS<1> to /GAS<6>
-- (was /GAS1 to /GAS6). Stored quotes, the prices of stored market windows and rule symbols follow.
UPDATE "MarketQuote" SET "symbol" = regexp_replace("symbol", '^/GAS([1-6])$', '/GAS<\1>') WHERE "symbol" ~ '^/GAS[1-6]$';

UPDATE "MarketWindow" w SET "prices" = (
  SELECT jsonb_agg(
    CASE WHEN p->>'symbol' ~ '^/GAS[1-6]$'
      THEN jsonb_set(p, '{symbol}', to_jsonb(regexp_replace(p->>'symbol', '^/GAS([1-6])$', '/GAS<\1>')))
      ELSE p END
    ORDER BY ord)
  FROM jsonb_array_elements(w."prices") WITH ORDINALITY AS e(p, ord)
)
WHERE jsonb_typeof(w."prices") = 'array' AND w."prices"::text ~ '"/GAS[1-6]"';

UPDATE "PriceRule" SET "symbol" = regexp_replace("symbol", '^/GAS([1-6])$', '/GAS<\1>') WHERE "symbol" ~ '^/GAS[1-6]$';
