-- The catalog tree (GET /api/catalogs, the navbar, the sidebar's panels, one catalog) is cut from every catalog
-- and its product count, and the catalog service keeps it in memory (catalogs/kept-tree.ts). Every change to
-- the shop empties what it keeps, yet most changes leave the tree as it was: a product's price or description,
-- the information page. At 3,000 catalogs reading and building the tree took 40-60 ms and writing its 3 MB of JSON
-- 17-90 ms. So the tree gets a version as the search words have one (search_version, migration 008): one row
-- each in this table, by name, moved once per transaction that writes what it is made of ('search':
-- product_words; 'tree': catalogs and their product counts), and the service reads again only what moved.
CREATE TABLE versions (name text PRIMARY KEY, n bigint NOT NULL);
INSERT INTO versions (name, n) SELECT 'search', n FROM search_version;
INSERT INTO versions (name, n) VALUES ('tree', 0);

-- Once per transaction: a row updated by every statement of a long one (the demo seed writes 100,000 products
-- in one) grows a chain of versions that each later update walks.
CREATE FUNCTION bump_version_once() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  bumped text := 'catalog.' || TG_ARGV[0] || '_version_bumped';
BEGIN
  IF current_setting(bumped, true) IS DISTINCT FROM txid_current()::text THEN
    UPDATE versions SET n = n + 1 WHERE name = TG_ARGV[0];
    PERFORM set_config(bumped, txid_current()::text, true);
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER product_words_search_version ON product_words;
DROP FUNCTION bump_search_version();
DROP TABLE search_version;
CREATE TRIGGER product_words_search_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_words
  FOR EACH STATEMENT EXECUTE FUNCTION bump_version_once('search');

CREATE TRIGGER catalogs_tree_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalogs
  FOR EACH STATEMENT EXECUTE FUNCTION bump_version_once('tree');
CREATE TRIGGER catalog_counts_tree_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalog_product_counts
  FOR EACH STATEMENT EXECUTE FUNCTION bump_version_once('tree');
