-- A brand's price list (GET /api/products/brand/:id) is about 1 MB of JSON at 400 products; made anew it cost
-- about 23 ms of CPU between PostgreSQL, the catalog and the gateway, and the first pass over 300 brands, ten at
-- a time, had a p99 of 461-707 ms. So each brand's list is kept finished, as brotli (about 88 KB), labelled with
-- the version it was made at. The brand's version moves once per transaction that writes its price list entries
-- (migration 011); a list whose label is the version is sent as it is, one whose version moved is made again
-- (products/price-list.ts), by the first reader or in the background after a change.
CREATE TABLE price_lists (
  brand_id text PRIMARY KEY REFERENCES brands (id) ON DELETE CASCADE,
  version bigint NOT NULL DEFAULT 1,
  -- The transaction that moved the version last: once per transaction, as bump_version_once (migration 012).
  bumped_by bigint,
  made_version bigint NOT NULL DEFAULT 0,
  -- The ETag of the list: its JSON's length and a hash of its brotli (read-cache/kept-brotli.ts).
  etag text,
  body bytea,
  -- A catalog replica making the list in the background holds it until then, so the others leave it.
  making_until timestamptz
);

-- Brotli's bytes do not compress again: no attempt on each write.
ALTER TABLE price_lists ALTER COLUMN body SET STORAGE EXTERNAL;

-- In the brands' order, so that two transactions moving the same brands lock their rows in the same order.
CREATE FUNCTION bump_price_lists_of(brands text[]) RETURNS void LANGUAGE sql SET search_path FROM CURRENT AS $$
  INSERT INTO price_lists AS p (brand_id, bumped_by)
  SELECT b, txid_current() FROM unnest(brands) AS b ORDER BY b
  ON CONFLICT (brand_id) DO UPDATE SET version = p.version + 1, bumped_by = EXCLUDED.bumped_by
    WHERE p.bumped_by IS DISTINCT FROM EXCLUDED.bumped_by
$$;

-- A statement trigger names only the transition tables of its own event, hence one branch each.
CREATE FUNCTION bump_price_lists() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_price_lists_of(ARRAY(SELECT DISTINCT brand_id FROM written));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_price_lists_of(ARRAY(SELECT DISTINCT brand_id FROM gone));
  ELSE
    PERFORM bump_price_lists_of(ARRAY(SELECT brand_id FROM written UNION SELECT brand_id FROM gone));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER price_list_entries_insert AFTER INSERT ON price_list_entries
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION bump_price_lists();
CREATE TRIGGER price_list_entries_update AFTER UPDATE ON price_list_entries
  REFERENCING NEW TABLE AS written OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION bump_price_lists();
CREATE TRIGGER price_list_entries_delete AFTER DELETE ON price_list_entries
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION bump_price_lists();

INSERT INTO price_lists (brand_id) SELECT DISTINCT brand_id FROM price_list_entries;
