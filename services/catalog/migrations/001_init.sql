-- Catalog schema: brands, the catalog tree, option sets, products with their option price tree,
-- the information page, gallery cards and the stored sitemap. Ids are 24-hex strings exposed as `_id`.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

CREATE TABLE brands (
  id text PRIMARY KEY,
  name jsonb NOT NULL,
  image jsonb NOT NULL DEFAULT '{}',
  search_key text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX brands_name_ru ON brands ((name->>'ru'));

CREATE TABLE catalogs (
  id text PRIMARY KEY,
  parent_id text REFERENCES catalogs(id) ON DELETE RESTRICT,
  name jsonb NOT NULL,
  slug jsonb NOT NULL,
  image jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX catalogs_parent ON catalogs (parent_id);
CREATE UNIQUE INDEX catalogs_slug_ru ON catalogs ((slug->>'ru'));
CREATE UNIQUE INDEX catalogs_slug_ua ON catalogs ((slug->>'ua'));

CREATE TABLE option_sets (
  id text PRIMARY KEY,
  name text NOT NULL,
  opt jsonb NOT NULL DEFAULT '[]',
  opt_values jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE products (
  id text PRIMARY KEY,
  name jsonb NOT NULL,
  slug jsonb NOT NULL,
  description jsonb NOT NULL DEFAULT '{"ru":"","ua":""}',
  images jsonb NOT NULL DEFAULT '[]',
  brand_id text NOT NULL REFERENCES brands(id) ON DELETE RESTRICT,
  catalog_id text NOT NULL REFERENCES catalogs(id) ON DELETE RESTRICT,
  options_id text REFERENCES option_sets(id) ON DELETE RESTRICT,
  currency_value text NOT NULL CHECK (currency_value IN ('UAH', 'USD', 'EUR')),
  currency_rate double precision NOT NULL DEFAULT 1,
  self_opt jsonb NOT NULL DEFAULT '[]',
  self_opt_values jsonb NOT NULL DEFAULT '[]',
  opt_prices jsonb NOT NULL DEFAULT '[]',
  is_showcase boolean NOT NULL DEFAULT false,
  -- Latin phonetic key of the ru/ua names (see search/keys.ts) and the same plus the brand's key.
  name_key text NOT NULL DEFAULT '',
  search_key text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX products_catalog ON products (catalog_id, created_at DESC);
CREATE INDEX products_brand ON products (brand_id, created_at DESC);
CREATE INDEX products_options ON products (options_id);
CREATE INDEX products_showcase ON products (created_at DESC) WHERE is_showcase;
CREATE INDEX products_created ON products (created_at DESC);
CREATE UNIQUE INDEX products_slug_ru ON products ((slug->>'ru'));
CREATE UNIQUE INDEX products_slug_ua ON products ((slug->>'ua'));
CREATE INDEX products_search_trgm ON products USING gin (search_key public.gin_trgm_ops);

CREATE TABLE information (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  content jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE gallery_cards (
  id text PRIMARY KEY,
  sort_order integer NOT NULL,
  description jsonb NOT NULL,
  image jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sitemap (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  xml text NOT NULL,
  url_count integer NOT NULL,
  generated_at timestamptz NOT NULL DEFAULT now()
);
