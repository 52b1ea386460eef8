-- A brand's price list read each product's JSON (migration 010) out of the wide products row: at 100,000 products
-- most of those texts lay in the products' TOAST table, a look-up of their own for each of the brand's 400 rows,
-- and PostgreSQL spent 9.7-11.9 ms of CPU on a list of 1 MB. The same texts in a narrow table of their own,
-- read by an index in the list's order, took 4.9-5.6 ms. The JSON is written there after every insert and update
-- of products, once a statement for all its rows (the demo data writes 500 a statement).
CREATE TABLE price_list_entries (
  product_id text PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  brand_id text NOT NULL,
  created_at timestamptz NOT NULL,
  product_json text NOT NULL
);

CREATE INDEX price_list_entries_brand ON price_list_entries (brand_id, created_at DESC, product_id);

CREATE FUNCTION keep_price_list_entries() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO price_list_entries (product_id, brand_id, created_at, product_json)
  SELECT w.id, w.brand_id, w.created_at, json_build_object(
    '_id', w.id,
    'name', w.name,
    'slug', w.slug,
    'description', w.description,
    'images', w.images,
    'brandId', w.brand_id,
    'catalogId', w.catalog_id,
    'currencyValue', w.currency_value,
    'isShowcase', w.is_showcase,
    'createdAt', to_char(w.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'optionsId', w.options_id,
    'currencyRate', w.currency_rate,
    'selfOpt', w.self_opt,
    'selfOptValues', w.self_opt_values,
    'optPrices', w.opt_prices
  )::text
  FROM written w
  ON CONFLICT (product_id) DO UPDATE
    SET brand_id = EXCLUDED.brand_id, created_at = EXCLUDED.created_at, product_json = EXCLUDED.product_json;
  RETURN NULL;
END
$$;

CREATE TRIGGER keep_price_list_entries_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION keep_price_list_entries();
CREATE TRIGGER keep_price_list_entries_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION keep_price_list_entries();

INSERT INTO price_list_entries (product_id, brand_id, created_at, product_json)
SELECT id, brand_id, created_at, product_json FROM products;

DROP TRIGGER keep_product_json ON products;
DROP FUNCTION keep_product_json();
ALTER TABLE products DROP COLUMN product_json;
