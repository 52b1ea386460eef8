-- Search by words: the distinct words of all product keys (a small vocabulary, fuzzy-matched with trigrams
-- and Levenshtein distance) and a narrow table of each product's words (found through a GIN index).
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch WITH SCHEMA public;

CREATE TABLE search_words (word text PRIMARY KEY);

CREATE TABLE product_words (
  product_id text PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  words text[] NOT NULL
);
INSERT INTO product_words (product_id, created_at, words)
  SELECT id, created_at, ARRAY(SELECT DISTINCT w FROM unnest(string_to_array(search_key, ' ')) AS w WHERE w <> '')
  FROM products;
INSERT INTO search_words (word) SELECT DISTINCT unnest(words) FROM product_words ON CONFLICT DO NOTHING;
CREATE INDEX product_words_gin ON product_words USING gin (words);
DROP INDEX products_search_trgm;
