-- Every save of a product wrote its search words and its price list entry again, changed or not, and each such
-- write moved a version: the search words' (every catalog process then read every product's words again, 0.7-0.9
-- s at 100,000 products: search/word-loading.ts) and its brand's price list's (made again). A new price left the
-- words as they were, a product saved as it was left both; a brand saved as it was rewrote all its products' words.

-- PostgreSQL's own suppress_redundant_updates_trigger drops an update that leaves a row as it was: the row is not
-- written, not counted in the statement's rows, and not in its transition tables, so the triggers of migrations
-- 011 and 013 after it see only rows that changed. Named to run after any other BEFORE trigger, as it must.
DO $$
DECLARE
  written_table text;
BEGIN
  FOREACH written_table IN ARRAY ARRAY['products', 'brands', 'catalogs', 'option_sets', 'product_words', 'price_list_entries']
  LOOP
    EXECUTE format('CREATE TRIGGER z_same_row_not_written BEFORE UPDATE ON %I
      FOR EACH ROW EXECUTE FUNCTION suppress_redundant_updates_trigger()', written_table);
  END LOOP;
END
$$;

-- A statement trigger runs even for a statement that wrote no row: the search words' version (migration 012) now
-- moves once per transaction that wrote some of them. A statement trigger names only the transition tables of its
-- own event, hence one branch each.
CREATE FUNCTION bump_version_if_written() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  written_some boolean;
  bumped text := 'catalog.' || TG_ARGV[0] || '_version_bumped';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    written_some := true;
  ELSIF TG_OP = 'DELETE' THEN
    written_some := EXISTS (SELECT 1 FROM gone);
  ELSE
    written_some := EXISTS (SELECT 1 FROM written);
  END IF;
  IF written_some AND current_setting(bumped, true) IS DISTINCT FROM txid_current()::text THEN
    UPDATE versions SET n = n + 1 WHERE name = TG_ARGV[0];
    PERFORM set_config(bumped, txid_current()::text, true);
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER product_words_search_version ON product_words;
CREATE TRIGGER product_words_search_version_insert AFTER INSERT ON product_words
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION bump_version_if_written('search');
CREATE TRIGGER product_words_search_version_update AFTER UPDATE ON product_words
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION bump_version_if_written('search');
CREATE TRIGGER product_words_search_version_delete AFTER DELETE ON product_words
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION bump_version_if_written('search');
CREATE TRIGGER product_words_search_version_truncate AFTER TRUNCATE ON product_words
  FOR EACH STATEMENT EXECUTE FUNCTION bump_version_if_written('search');
