-- Currency rates: one row, how many UAH one USD / one EUR costs. Seeded so a fresh shop can take orders.
CREATE TABLE currency_rates (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  usd numeric(12, 4) NOT NULL CHECK (usd > 0),
  eur numeric(12, 4) NOT NULL CHECK (eur > 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO currency_rates (id, usd, eur) VALUES (1, 41.5, 45.2);

-- Order numbers: unique and increasing under any concurrency.
CREATE SEQUENCE order_count_seq;

CREATE TABLE orders (
  id uuid PRIMARY KEY,
  count bigint NOT NULL UNIQUE DEFAULT nextval('order_count_seq'),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  total_qnt integer NOT NULL CHECK (total_qnt > 0),
  total_amount numeric(14, 2) NOT NULL CHECK (total_amount > 0),
  user_id text,
  lang_key text NOT NULL CHECK (lang_key IN ('ru', 'ua')),
  delivery jsonb NOT NULL,
  rates jsonb NOT NULL
);
ALTER SEQUENCE order_count_seq OWNED BY orders.count;
CREATE INDEX orders_newest ON orders (created_at DESC, count DESC);
CREATE INDEX orders_by_user ON orders (user_id, created_at DESC) WHERE user_id IS NOT NULL;

-- The item snapshot, in both languages, as priced by the catalog when the order was placed.
CREATE TABLE order_items (
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position integer NOT NULL,
  product_id text NOT NULL,
  option_value_ids text[] NOT NULL,
  name jsonb NOT NULL,
  options jsonb NOT NULL,
  price numeric(14, 2) NOT NULL CHECK (price >= 0),
  currency_value text NOT NULL CHECK (currency_value IN ('UAH', 'USD', 'EUR')),
  qnt integer NOT NULL CHECK (qnt BETWEEN 1 AND 999),
  PRIMARY KEY (order_id, position)
);

-- An Idempotency-Key belongs to one caller (user id, or 'visitor') and one request body; (scope, key) is unique.
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  fingerprint text NOT NULL,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);

-- Daily sales, built from orders.order.placed by an idempotent consumer.
CREATE TABLE sales_by_day (
  day date PRIMARY KEY,
  orders integer NOT NULL,
  amount numeric(16, 2) NOT NULL
);
