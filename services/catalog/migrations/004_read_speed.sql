-- Reads that stay fast on a large catalog; triggers keep both tables right whatever writes the products.
--
-- Search postings: one row per (word, product), newest first within a word, so search takes each matched
-- word's newest products as candidates instead of aggregating every product that holds a common word.
CREATE TABLE search_postings (
  word text NOT NULL,
  created_at timestamptz NOT NULL,
  product_id text NOT NULL
);
CREATE UNIQUE INDEX search_postings_recent ON search_postings (word, created_at DESC, product_id);
CREATE INDEX search_postings_product ON search_postings (product_id);

CREATE FUNCTION product_words_postings() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM search_postings;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_postings WHERE product_id = OLD.product_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_postings (word, created_at, product_id)
      SELECT DISTINCT w, NEW.created_at, NEW.product_id FROM unnest(NEW.words) AS w;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER product_words_postings AFTER INSERT OR UPDATE OR DELETE ON product_words
  FOR EACH ROW EXECUTE FUNCTION product_words_postings();
CREATE TRIGGER product_words_postings_truncate AFTER TRUNCATE ON product_words
  FOR EACH STATEMENT EXECUTE FUNCTION product_words_postings();
INSERT INTO search_postings (word, created_at, product_id)
  SELECT DISTINCT w, created_at, product_id FROM product_words, unnest(words) AS w;

-- Products directly in each catalog and of each brand: the catalog tree's and the brand list's counts read a
-- few hundred rows instead of every product.
CREATE TABLE catalog_product_counts (catalog_id text PRIMARY KEY, n integer NOT NULL);
CREATE TABLE brand_product_counts (brand_id text PRIMARY KEY, n integer NOT NULL);

CREATE FUNCTION count_products() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM catalog_product_counts;
    DELETE FROM brand_product_counts;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.catalog_id = OLD.catalog_id AND NEW.brand_id = OLD.brand_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE catalog_product_counts SET n = n - 1 WHERE catalog_id = OLD.catalog_id;
    DELETE FROM catalog_product_counts WHERE catalog_id = OLD.catalog_id AND n <= 0;
    UPDATE brand_product_counts SET n = n - 1 WHERE brand_id = OLD.brand_id;
    DELETE FROM brand_product_counts WHERE brand_id = OLD.brand_id AND n <= 0;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO catalog_product_counts (catalog_id, n) VALUES (NEW.catalog_id, 1)
      ON CONFLICT (catalog_id) DO UPDATE SET n = catalog_product_counts.n + 1;
    INSERT INTO brand_product_counts (brand_id, n) VALUES (NEW.brand_id, 1)
      ON CONFLICT (brand_id) DO UPDATE SET n = brand_product_counts.n + 1;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER count_products AFTER INSERT OR DELETE OR UPDATE OF catalog_id, brand_id ON products
  FOR EACH ROW EXECUTE FUNCTION count_products();
CREATE TRIGGER count_products_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION count_products();
INSERT INTO catalog_product_counts (catalog_id, n) SELECT catalog_id, count(*) FROM products GROUP BY catalog_id;
INSERT INTO brand_product_counts (brand_id, n) SELECT brand_id, count(*) FROM products GROUP BY brand_id;

-- Counts under a brand filter (sidebar) read only the chosen brands' entries; products_catalog_brand (003)
-- serves the brand counts within a catalog.
CREATE INDEX products_brand_catalog ON products (brand_id, catalog_id);
