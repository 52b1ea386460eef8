-- A product card shows only the lowest and highest price of its tree: kept beside the tree, so listing and
-- search read two numbers instead of the whole tree (often larger than the rest of the card) and walk it.
-- The same leaves as priceRange() in shared/src/prices.ts: nodes without sub-options, priced above zero.
CREATE FUNCTION leaf_prices(tree jsonb) RETURNS SETOF float8 LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT (node ->> 'price')::float8
  FROM jsonb_path_query(tree, 'strict $.** ? (@.type() == "object")') AS node
  WHERE jsonb_typeof(node -> 'price') = 'number'
    AND (node ->> 'price')::float8 > 0
    AND CASE WHEN jsonb_typeof(node -> 'add') = 'array' THEN jsonb_array_length(node -> 'add') ELSE 0 END = 0
$$;
-- search_path FROM CURRENT: a row is written from sessions with any search_path (the column calls these).
CREATE FUNCTION leaf_price_min(tree jsonb) RETURNS float8 LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  SET search_path FROM CURRENT AS $$
  SELECT min(p) FROM leaf_prices(tree) AS p
$$;
CREATE FUNCTION leaf_price_max(tree jsonb) RETURNS float8 LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  SET search_path FROM CURRENT AS $$
  SELECT max(p) FROM leaf_prices(tree) AS p
$$;
ALTER TABLE products
  ADD COLUMN price_min float8 GENERATED ALWAYS AS (leaf_price_min(opt_prices)) STORED,
  ADD COLUMN price_max float8 GENERATED ALWAYS AS (leaf_price_max(opt_prices)) STORED;
