-- Search matches words in the catalog service's memory (search/live-index.ts): this number goes up with every
-- transaction that writes product_words, so each catalog process learns with one tiny read that its copy is old.
CREATE TABLE search_version (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  n bigint NOT NULL
);
INSERT INTO search_version (n) VALUES (0);

CREATE FUNCTION bump_search_version() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  -- Once per transaction: a row updated by every statement of a long one (the demo seed writes 100,000
  -- products in one) grows a chain of versions that each later update walks.
  IF current_setting('catalog.search_version_bumped', true) IS DISTINCT FROM txid_current()::text THEN
    UPDATE search_version SET n = n + 1;
    PERFORM set_config('catalog.search_version_bumped', txid_current()::text, true);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER product_words_search_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_words
  FOR EACH STATEMENT EXECUTE FUNCTION bump_search_version();
