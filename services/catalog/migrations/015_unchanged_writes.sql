-- Every save of a product wrote its search words and its price list entry again, changed or not, and each such
-- write moved a version: the search words' (every catalog process then read every product's words again, 0.7-0.9
-- s at 100,000 products: search/word-loading.ts) and its brand's price list's (made again). A new price left the
-- words as they were, a product saved as it was left both. Now only rows whose values changed move them.

-- The search version (migration 012) moves once per transaction that inserts, deletes or changes words. A
-- statement trigger names only the transition tables of its own event, hence one branch each.
CREATE FUNCTION bump_search_version_if_changed() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  changed boolean;
  bumped text := 'catalog.search_version_bumped';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    changed := true;
  ELSIF TG_OP = 'INSERT' THEN
    changed := EXISTS (SELECT 1 FROM written);
  ELSIF TG_OP = 'DELETE' THEN
    changed := EXISTS (SELECT 1 FROM gone);
  ELSE
    changed := EXISTS (SELECT * FROM written EXCEPT ALL SELECT * FROM gone);
  END IF;
  IF changed AND current_setting(bumped, true) IS DISTINCT FROM txid_current()::text THEN
    UPDATE versions SET n = n + 1 WHERE name = 'search';
    PERFORM set_config(bumped, txid_current()::text, true);
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER product_words_search_version ON product_words;
CREATE TRIGGER product_words_search_version_insert AFTER INSERT ON product_words
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION bump_search_version_if_changed();
CREATE TRIGGER product_words_search_version_update AFTER UPDATE ON product_words
  REFERENCING NEW TABLE AS written OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION bump_search_version_if_changed();
CREATE TRIGGER product_words_search_version_delete AFTER DELETE ON product_words
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION bump_search_version_if_changed();
CREATE TRIGGER product_words_search_version_truncate AFTER TRUNCATE ON product_words
  FOR EACH STATEMENT EXECUTE FUNCTION bump_search_version_if_changed();

-- A brand's price list version (migration 013) moves for the entries an update changed, not for every one written.
CREATE FUNCTION bump_changed_price_lists() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM bump_price_lists_of(ARRAY(
    SELECT brand_id FROM (SELECT * FROM written EXCEPT ALL SELECT * FROM gone) AS changed
    UNION
    SELECT brand_id FROM (SELECT * FROM gone EXCEPT ALL SELECT * FROM written) AS changed));
  RETURN NULL;
END $$;

DROP TRIGGER price_list_entries_update ON price_list_entries;
CREATE TRIGGER price_list_entries_update AFTER UPDATE ON price_list_entries
  REFERENCING NEW TABLE AS written OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION bump_changed_price_lists();
